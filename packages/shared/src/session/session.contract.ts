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

export const loginContract = defineContract({
  method: 'POST',
  path: '/user/login',
  summary: 'Sign in with username and password',
  tags: ['user'],
  access: publicAccess,
  body: loginRequestSchema,
  response: { 200: loginResultSchema },
});

export const logoutContract = defineContract({
  method: 'POST',
  path: '/user/logout',
  summary: 'End the current session',
  tags: ['user'],
  access: loginAccess,
  response: { 204: z.null() },
});
