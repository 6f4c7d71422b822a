import { z } from 'zod';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, formText, searchText } from '../tickets/text.schemas.ts';
import { contactRoleCategoryRefSchema, contactRoleSchema, contactSchema } from './contact.schemas.ts';

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const bodyId = z.number().int().positive().max(2_147_483_647);

export const contactIdParams = z.object({ contactId: rowId });
export const contactRoleIdParams = z.object({ roleId: rowId });
export const contactRoleCategoryIdParams = z.object({ categoryId: rowId });
export const contactAssociationIdParams = z.object({ associationId: rowId });

/** A field a form may leave empty: trimmed, and stored as null when nothing is left. */
const optionalText = (max: number) =>
  codeText(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One of the provider's people as staff type them (the HR system's sync sends the same fields). */
export const contactFieldsSchema = z.object({
  name: formText(80),
  surname: formText(80),
  /** Ing., Geom., Dott.ssa … */
  title: optionalText(40),
  email: codeText(200)
    .refine((value) => value === '' || emailPattern.test(value), 'Indirizzo email non valido')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  phone: optionalText(40),
  workPlace: optionalText(120),
  /** The HR system's id of the person, unique: what its sync batches name the person by. */
  employeeId: optionalText(24),
});
export type ContactFields = z.output<typeof contactFieldsSchema>;
export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;

export const contactListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searched in the name, surname, email, workplace and HR id. */
  query: searchText(),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

/** A person of staff's list: the contact and in how many associations they stand. */
export const contactItemSchema = contactSchema.extend({ associationCount: z.number().int() });
export type ContactItem = z.infer<typeof contactItemSchema>;

export const contactListSchema = z.object({ data: z.array(contactItemSchema), total: z.number().int() });
export type ContactList = z.infer<typeof contactListSchema>;

export const contactRoleCategoryFieldsSchema = z.object({
  name: formText(80),
  /** Lower first: the order of the categories on the contacts page. */
  priority: z.number().int().min(0).max(999),
});
export type ContactRoleCategoryFields = z.output<typeof contactRoleCategoryFieldsSchema>;

export const contactRoleFieldsSchema = z.object({
  /** Unique among the roles, regardless of case: the sync names a role by it. */
  name: formText(80),
  /** Lower first within its category; also the order in which tickets look for a handler. */
  priority: z.number().int().min(0).max(999),
  roleCategoryId: bodyId,
  /** Whether people in the role receive the tickets of their sites. */
  handleTickets: z.boolean().default(false),
  /** The role this one answers to: never itself nor one below it (400 Role hierarchy has a cycle). */
  respondsToRoleId: bodyId.nullable().default(null),
});
export type ContactRoleFields = z.output<typeof contactRoleFieldsSchema>;
export type ContactRoleFieldsInput = z.input<typeof contactRoleFieldsSchema>;

/** A category with its roles, both in order of priority (SPEC.md section 3's role category). */
export const contactRoleCategoryWithRolesSchema = contactRoleCategoryRefSchema.extend({
  contactRoles: z.array(contactRoleSchema.extend({ associationCount: z.number().int() })),
});
export type ContactRoleCategoryWithRoles = z.infer<typeof contactRoleCategoryWithRolesSchema>;

export const contactRoleTreeSchema = z.object({ data: z.array(contactRoleCategoryWithRolesSchema) });
export type ContactRoleTree = z.infer<typeof contactRoleTreeSchema>;

export const contactAssociationListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  customerCode: codeText(16).optional(),
  jobOrderId: codeText(24).optional(),
  siteCode: codeText(16).optional(),
  contactId: rowId.optional(),
  roleId: rowId.optional(),
});
export type ContactAssociationListQuery = z.input<typeof contactAssociationListQuerySchema>;
export type ContactAssociationFilter = z.output<typeof contactAssociationListQuerySchema>;

export const newContactAssociationSchema = z.object({
  customerCode: codeText(16).min(1),
  /** A job order of the customer; left out for the whole customer. */
  jobOrderId: codeText(24).min(1).nullable().default(null),
  /** A site of the customer (of the job order, when one is given); its job order is filled in. */
  siteCode: codeText(16).min(1).nullable().default(null),
  contactId: bodyId,
  roleId: bodyId,
  /** The person this one answers to here. */
  superiorContactId: bodyId.nullable().default(null),
});
export type NewContactAssociation = z.output<typeof newContactAssociationSchema>;
export type NewContactAssociationInput = z.input<typeof newContactAssociationSchema>;

export const contactAssociationListSchema = z.object({
  data: z.array(
    z.object({
      contactAssociationId: z.number().int(),
      contactId: z.number().int(),
      contactName: z.string(),
      customer: z.string(),
      customerCode: z.string(),
      jobTask: z.string().nullable(),
      jobTaskCode: z.string().nullable(),
      site: z.string().nullable(),
      siteCode: z.string().nullable(),
      contactSuperior: z.string().nullable(),
      contactSuperiorId: z.number().int().nullable(),
      roleId: z.number().int(),
      role: z.string(),
      handleTickets: z.boolean(),
    }),
  ),
  total: z.number().int(),
});
export type ContactAssociationList = z.infer<typeof contactAssociationListSchema>;
export type ContactAssociationItem = ContactAssociationList['data'][number];

/** A customer's job orders, for the association's picker. */
export const contactJobOrderOptionsSchema = z.array(
  z.object({ jobOrderId: z.string(), description: z.string() }),
);
export type ContactJobOrderOption = z.infer<typeof contactJobOrderOptionsSchema>[number];

/** One person of a batch from the HR system: matched by employeeId, the whole of their fields. */
export const contactImportRowSchema = z.object({
  employeeId: codeText(24).min(1),
  name: formText(80),
  surname: formText(80),
  title: codeText(40).min(1).nullable().default(null),
  email: codeText(200)
    .refine((value) => emailPattern.test(value), 'Indirizzo email non valido')
    .nullable()
    .default(null),
  phone: codeText(40).min(1).nullable().default(null),
  workPlace: codeText(120).min(1).nullable().default(null),
});
export type ContactImportRow = z.output<typeof contactImportRowSchema>;

/**
 * One association of a batch: the person (their HR id) in a role (by its name, as the portal's roles
 * page writes it, regardless of case) for a customer, one of its job orders or one of its sites. The
 * four make its key; `removed: true` takes it away.
 */
export const contactAssociationImportRowSchema = z.object({
  employeeId: codeText(24).min(1),
  role: codeText(80).min(1),
  customerCode: codeText(16).min(1),
  jobOrderId: codeText(24).min(1).nullable().default(null),
  siteCode: codeText(16).min(1).nullable().default(null),
  /** The HR id of the person this one answers to here. */
  superiorEmployeeId: codeText(24).min(1).nullable().default(null),
  removed: z.boolean().default(false),
});
export type ContactAssociationImportRow = z.output<typeof contactAssociationImportRowSchema>;
