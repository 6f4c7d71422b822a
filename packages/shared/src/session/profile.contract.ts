import { z } from 'zod';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';

/** The signed-in user's profile, SPEC.md section 3. */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'customer' or 'staff', plus 'ati' for group users. */
  roles: z.array(z.enum(['customer', 'staff', 'ati'])),
  isAuthenticated: z.boolean(),
  profile: z.object({ emailConfirmed: z.boolean(), companyName: z.string() }),
  newDocuments: z.number().int(),
  newBillingDocuments: z.number().int(),
  newTickets: z.number().int(),
  newCommunications: z.number().int(),
  hasNotifications: z.boolean(),
  ati: z.object({ isAti: z.boolean(), image: z.string().nullable(), atiName: z.string().nullable() }),
  customerSubRoles: z.array(z.number().int()),
  backOfficeSubRoles: z.array(z.number().int()),
});
export type Profile = z.infer<typeof profileSchema>;

export const meContract = defineContract({
  method: 'GET',
  path: '/user/me',
  summary: 'The profile of the signed-in user, with the counts behind the badges',
  tags: ['user'],
  access: loginAccess,
  response: { 200: profileSchema },
});
