import { z } from 'zod';
import { loginAccess, publicAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';

/**
 * The account flows of a user: first access, password recovery, change and renewal. The security codes
 * in the paths are one-time codes sent by email (first access, reset) or returned by a 419 login
 * (renew): 256-bit, stored hashed, with a lifetime; a newer code voids the older one.
 */

/** A security code from a link; any malformed value simply answers 404 'Invalid security code'. */
const securityCodeParams = z.object({
  securitycode: z.string().max(256).describe('The code from the emailed link or the 419 login response'),
});

/** First-access info, SPEC.md section 3: who is enabling the account. */
export const firstAccessInfoSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailConfirmed: z.boolean(),
});
export type FirstAccessInfo = z.infer<typeof firstAccessInfoSchema>;

export const firstAccessRequestSchema = z.object({
  password: z.string().max(256),
  /** Mandatory: the portal cannot work without system emails (400 when false). */
  systemEmailsConsent: z.boolean(),
  promotionalNewsEmailsConsent: z.boolean(),
});
export type FirstAccessRequest = z.infer<typeof firstAccessRequestSchema>;

export const firstAccessInfoContract = defineContract({
  method: 'GET',
  path: '/user/first-access/:securitycode',
  summary: 'Who is enabling the account with this first-access code',
  description:
    'Opened by the /enable-user?code=… page of the activation email. 404 Invalid security code when the ' +
    'code is unknown or expired; 409 when the user has already set the password or the code was used.',
  tags: ['user'],
  access: publicAccess,
  params: securityCodeParams,
  response: { 200: firstAccessInfoSchema },
});

export const firstAccessContract = defineContract({
  method: 'POST',
  path: '/user/first-access/:securitycode',
  summary: 'Complete first access: set the password and the two email consents',
  description:
    'Sets the password (rule of SPEC.md section 5), confirms the email and stores the consents; the code ' +
    'is single use. 400 when the password breaks the rule or systemEmailsConsent is false; 404 unknown or ' +
    'expired code; 409 password already set. Answers 204; the user then signs in.',
  tags: ['user'],
  access: publicAccess,
  params: securityCodeParams,
  body: firstAccessRequestSchema,
  response: { 204: z.null() },
});

export const sendResetPasswordContract = defineContract({
  method: 'POST',
  path: '/user/send-reset-password',
  summary: 'Email a password-reset link to a user',
  description:
    'Sends a link to {PUBLIC_URL}/reset-password?code=… valid for one hour (a newer link voids the older ' +
    'one). A user who never completed first access gets a new activation email instead. 404 User not ' +
    'found (unknown or disabled); 429 past the per-account limit of reset emails per hour; 500 Generic ' +
    'error when the email cannot be sent.',
  tags: ['user'],
  access: publicAccess,
  query: z.object({ username: z.string().trim().min(1).max(64) }),
  response: { 204: z.null() },
});

export const resetPasswordRequestSchema = z.object({ password: z.string().max(256) });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordContract = defineContract({
  method: 'POST',
  path: '/user/reset-password/:securitycode',
  summary: 'Set a new password with the code of the reset email',
  description:
    'Single use. Signs out every session of the user and lifts a lockout. 400 Validation password error; ' +
    '404 Invalid security code (unknown, used or expired); 500 Generic error.',
  tags: ['user'],
  access: publicAccess,
  params: securityCodeParams,
  body: resetPasswordRequestSchema,
  response: { 204: z.null() },
});

/** SPEC.md section 3: the password change payload (change and renew). */
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(256),
  newPassword: z.string().min(1).max(256),
  confirmPassword: z.string().min(1).max(256),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

const passwordChangeStatuses =
  '400 NewPassword validation error (rule of SPEC.md section 5); 422 NewPassword is different from ' +
  'ConfirmPassword; 406 NewPassword is equal to OldPassword; 403 Wrong old password.';

export const changePasswordContract = defineContract({
  method: 'POST',
  path: '/user/change-password',
  summary: "Change the signed-in user's password",
  description: `${passwordChangeStatuses} 401 without a session; 403 Forbidden in an impersonated session. Signs out every other session of the user; the current one stays.`,
  tags: ['user'],
  access: loginAccess,
  body: changePasswordRequestSchema,
  response: { 204: z.null() },
});

export const renewPasswordContract = defineContract({
  method: 'POST',
  path: '/user/renew-password/:securitycode',
  summary: 'Replace an expired password, with the security code of the 419 login response',
  description: `The code lives 15 minutes and is single use. ${passwordChangeStatuses} 404 Invalid security code. Signs out every session; the user then signs in again with the new password (and the second factor, when enabled).`,
  tags: ['user'],
  access: publicAccess,
  params: securityCodeParams,
  body: changePasswordRequestSchema,
  response: { 204: z.null() },
});
