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
  /** Whether the user signs in with a second factor (TOTP). */
  twoFactorEnabled: z.boolean(),
  /**
   * True for a staff user without two-factor while TWO_FACTOR_REQUIRED_FOR_STAFF is on: until they
   * enrol, every back-office permission is withheld (backOfficeSubRoles is empty) and the web app sends
   * them to the enrolment screen.
   */
  twoFactorSetupRequired: z.boolean(),
  /** The full name of the staff user impersonating this user in this session, or null. */
  impersonatedBy: z.string().nullable(),
  /** When the impersonation session ends (ISO 8601 instant), or null for the user's own session. */
  impersonationEndsAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meContract = defineContract({
  method: 'GET',
  path: '/user/me',
  summary: 'The profile of the signed-in user, with the counts behind the badges',
  description:
    'impersonatedBy names the staff user when the session was opened by an impersonation link (the web ' +
    'app shows a banner with impersonationEndsAt, the end of its short lifetime; POST /user/logout ends ' +
    'it, and so does disabling the staff user or removing their permission 1). twoFactorSetupRequired asks the web app to force ' +
    'two-factor enrolment.',
  tags: ['user'],
  access: loginAccess,
  response: { 200: profileSchema },
});
