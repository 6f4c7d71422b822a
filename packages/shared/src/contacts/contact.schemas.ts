import { z } from 'zod';

/** One of the provider's people. */
export const contactSchema = z.object({
  contactId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  workPlace: z.string().nullable(),
  employeeId: z.string().nullable(),
  /** The address of the person's photo (GET /contacts/people/{id}/photo, signed in), or null. */
  employeeImage: z.string().nullable(),
  /** Documents attached to the person (CV, certificates): none are kept yet, always empty. */
  documents: z.array(z.object({ documentId: z.string(), title: z.string() })),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactRoleCategoryRefSchema = z.object({
  contactRoleCategoryId: z.number().int(),
  name: z.string(),
  priority: z.number().int(),
});

/** A role without its parents, as it appears in a chain. */
export const contactRoleRefSchema = z.object({
  contactRoleId: z.number().int(),
  name: z.string(),
  priority: z.number().int(),
  roleCategoryId: z.number().int(),
  handleTickets: z.boolean(),
  respondsToRoleId: z.number().int().nullable(),
});

export const contactRoleSchema = contactRoleRefSchema.extend({
  roleCategory: contactRoleCategoryRefSchema,
  /** The role this one answers to. */
  respondsToRole: contactRoleRefSchema.nullable(),
  /** Every role above this one, nearest first, up to the top of the chain. */
  respondsToChain: z.array(contactRoleRefSchema),
});
export type ContactRole = z.infer<typeof contactRoleSchema>;

/** A contact in a role for a customer, one of its job orders or one of its sites. */
export const contactAssociationSchema = z.object({
  contactAssociationId: z.number().int(),
  contactId: z.number().int(),
  customer: z.string(),
  customerCode: z.string(),
  /** The job order's description and code, when the association is for a job order or a site. */
  jobTask: z.string().nullable(),
  jobTaskCode: z.string().nullable(),
  site: z.string().nullable(),
  siteCode: z.string().nullable(),
  /** The person this contact answers to here, by name. */
  contactSuperior: z.string().nullable(),
  contactSuperiorId: z.number().int().nullable(),
  role: contactRoleSchema,
  contact: contactSchema,
});
export type ContactAssociation = z.infer<typeof contactAssociationSchema>;

export const contactRoleCategoryGroupSchema = contactRoleCategoryRefSchema.extend({
  associations: z.array(contactAssociationSchema),
});
export type ContactRoleCategoryGroup = z.infer<typeof contactRoleCategoryGroupSchema>;
