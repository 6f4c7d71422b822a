import { z } from 'zod';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';

/**
 * Two-factor authentication with TOTP (RFC 6238: SHA-1, 6 digits, 30 s). Enrolment is two calls: setup
 * (a new secret, shown as a QR code) and enable (a first code from the app proves it works, and the
 * recovery codes are shown once). None of these calls is allowed in an impersonated session (403).
 */

export const twoFactorSetupSchema = z.object({
  /** Base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth://totp/… URI. */
  otpauthUrl: z.string(),
  /** The same URI as a QR code, a data:image/png;base64 URL for an <img>. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeRequestSchema = z.object({
  /** A 6-digit code from the app, or (disable only) a recovery code. */
  code: z.string().trim().min(6).max(32),
});
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;

export const twoFactorSetupContract = defineContract({
  method: 'POST',
  path: '/user/two-factor/setup',
  summary: 'Start two-factor enrolment: a new TOTP secret and its QR code',
  description:
    'Replaces any enrolment not yet confirmed. 409 when two-factor is already on (disable it first).',
  tags: ['user'],
  access: loginAccess,
  response: { 200: twoFactorSetupSchema },
});

export const twoFactorEnableContract = defineContract({
  method: 'POST',
  path: '/user/two-factor/enable',
  summary: 'Confirm enrolment with a code from the app; returns 10 recovery codes, shown only once',
  description:
    'Each recovery code works once in place of an app code at sign-in. 400 Two factor setup not started; ' +
    '400 Invalid two factor code; 409 already enabled.',
  tags: ['user'],
  access: loginAccess,
  body: twoFactorCodeRequestSchema,
  response: { 200: z.object({ recoveryCodes: z.array(z.string()) }) },
});

export const twoFactorDisableContract = defineContract({
  method: 'POST',
  path: '/user/two-factor/disable',
  summary: 'Turn two-factor off with a current app code or a recovery code',
  description:
    '400 Two factor authentication not enabled; 400 Invalid two factor code; 403 when two-factor is ' +
    'mandatory for staff (TWO_FACTOR_REQUIRED_FOR_STAFF).',
  tags: ['user'],
  access: loginAccess,
  body: twoFactorCodeRequestSchema,
  response: { 204: z.null() },
});
