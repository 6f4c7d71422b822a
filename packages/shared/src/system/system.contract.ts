import { z } from 'zod';
import { publicAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';

export const healthContract = defineContract({
  method: 'GET',
  path: '/health',
  summary: 'The process is up',
  tags: ['system'],
  access: publicAccess,
  response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) },
});

export const readyContract = defineContract({
  method: 'GET',
  path: '/ready',
  summary: 'The database answers',
  tags: ['system'],
  access: publicAccess,
  response: { 200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }) },
});

const positiveWhole = z.number().int().positive();

/** What the web app loads from /config.json before anything else. */
export const appConfigSchema = z.object({
  apiBaseUrl: z.string(),
  tileServerUrl: z.string(),
  analyticsId: z.string().nullable(),
  version: z.string(),
  durations: z.object({
    loginLockoutMinutes: positiveWhole,
    activationLinkHours: positiveWhole,
    impersonationLinkMinutes: positiveWhole,
    ticketDueHours: z.object({
      VERY_HIGH: positiveWhole,
      HIGH: positiveWhole,
      MEDIUM: positiveWhole,
      LOW: positiveWhole,
      VERY_LOW: positiveWhole,
    }),
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
