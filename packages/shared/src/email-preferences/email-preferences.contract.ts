import { z } from 'zod';
import { loginAccess, publicAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';

/**
 * Email preferences, reached from the user menu in a new tab at /email-preferences/{token}: the page
 * needs no login; the per-user token (30 days, a newer one voids the older) authenticates it.
 */

/** The Email preference entity of SPEC.md section 3. */
export const emailPreferenceSchema = z.object({
  userId: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userEmail: z.string(),
  systemEmailsConsent: z.boolean(),
  promotionalNewsEmailsConsent: z.boolean(),
});
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

export const emailPreferenceUpdateSchema = z.object({
  /** Mandatory: the portal needs system emails to work (400 when false). */
  systemEmailsConsent: z.boolean(),
  promotionalNewsEmailsConsent: z.boolean(),
});
export type EmailPreferenceUpdate = z.infer<typeof emailPreferenceUpdateSchema>;

/** The token may be missing or empty: that answers 400 of the catalogue rather than a schema error. */
const tokenQuery = z.object({ token: z.string().max(256).default('') });

const statuses =
  '400 Token empty or system consent false; 403 Invalid token (unknown or expired); 404 User not found ' +
  '(deleted or disabled user).';

export const emailPreferenceTokenContract = defineContract({
  method: 'GET',
  path: '/emailpreference/usertoken',
  summary: 'A per-user token for the email-preferences page',
  description:
    'The web app opens {PUBLIC_URL}/email-preferences/{token} in a new tab. Each call voids the previous ' +
    'token. 403 Forbidden in an impersonated session.',
  tags: ['email preferences'],
  access: loginAccess,
  response: { 200: z.object({ token: z.string() }) },
});

export const getEmailPreferencesContract = defineContract({
  method: 'GET',
  path: '/emailpreference/preferences',
  summary: "Read a user's email consents by token",
  description: statuses,
  tags: ['email preferences'],
  access: publicAccess,
  query: tokenQuery,
  response: { 200: emailPreferenceSchema },
});

export const updateEmailPreferencesContract = defineContract({
  method: 'PUT',
  path: '/emailpreference/preferences',
  summary: "Save a user's email consents by token",
  description: statuses,
  tags: ['email preferences'],
  access: publicAccess,
  query: tokenQuery,
  body: emailPreferenceUpdateSchema,
  response: { 200: emailPreferenceSchema },
});
