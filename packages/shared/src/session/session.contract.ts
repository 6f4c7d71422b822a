import { z } from 'zod';
import { loginAccess, publicAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResultSchema = z.object({
  /** The bearer token for every later call. */
  token: z.string(),
  /** When the session ends at the latest (absolute lifetime), ISO 8601. */
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * The 202 answer of a login whose password was right for a user with two-factor on: the standard error
 * shape, with the one-time code for the second step in body.twoFactorCode.
 */
export const twoFactorNeededSchema = z.object({
  message: z.literal('Two factor authentication needed'),
  status: z.literal(202),
  body: z.object({
    code: z.literal('LOGIN_TWO_FACTOR_NEEDED'),
    requestId: z.string().optional(),
    /** Pass it to POST /user/login/two-factor within 5 minutes. */
    twoFactorCode: z.string(),
  }),
});
export type TwoFactorNeeded = z.infer<typeof twoFactorNeededSchema>;

export const loginContract = defineContract({
  method: 'POST',
  path: '/user/login',
  summary: 'Sign in with username and password',
  description:
    '200 with the bearer token. 202 Two factor authentication needed: body.twoFactorCode goes to POST ' +
    '/user/login/two-factor with a code from the app. 401 wrong password; 403 disabled user, first ' +
    'access not completed or inactive customer; 404 User not found; 409 User Lockout (10 failures in ' +
    '15 minutes lock the account for 15 minutes and email the user); 419 Password Expired, with ' +
    'body.securityCode for POST /user/renew-password/{securitycode}; 429 past the per-address limit; ' +
    '400 Unknow error (SPEC.md section 8) for a body that is not a username and a password, naming the fields.',
  tags: ['user'],
  access: publicAccess,
  body: loginRequestSchema,
  invalidInput: 'LOGIN_UNKNOWN_ERROR',
  response: { 200: loginResultSchema, 202: twoFactorNeededSchema },
});

export const twoFactorLoginRequestSchema = z.object({
  /** body.twoFactorCode of the 202 login answer. */
  twoFactorCode: z.string().min(1).max(256),
  /** The 6-digit code of the authenticator app, or one of the recovery codes. */
  code: z.string().trim().min(6).max(32),
});
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginRequestSchema>;

export const twoFactorLoginContract = defineContract({
  method: 'POST',
  path: '/user/login/two-factor',
  summary: 'Second sign-in step: the code of the authenticator app (or a recovery code)',
  description:
    'The twoFactorCode stays valid for 5 minutes and several attempts; each wrong code counts towards ' +
    'the lockout. 200 with the bearer token; 401 wrong code; 404 Invalid security code (unknown, used ' +
    'or expired twoFactorCode: sign in again); 409 User Lockout.',
  tags: ['user'],
  access: publicAccess,
  body: twoFactorLoginRequestSchema,
  response: { 200: loginResultSchema },
});

export const logoutContract = defineContract({
  method: 'POST',
  path: '/user/logout',
  summary: 'End the current session',
  description: 'In an impersonated session this ends the impersonation.',
  tags: ['user'],
  access: loginAccess,
  response: { 204: z.null() },
});
