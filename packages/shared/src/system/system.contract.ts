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

/** The header `npm run backup` sends the running server's backup token in. */
export const backupTokenHeader = 'x-backup-token';

export const backupContract = defineContract({
  method: 'POST',
  path: '/system/backup',
  summary: 'The embedded database, copied while the portal runs, for `npm run backup` on the same machine',
  description:
    'For the backup command, not for people: the header X-Backup-Token carries the token the server ' +
    'writes to DATA_DIR/backup.token when it starts, readable only by whoever can read the data folder. ' +
    'Answers the database folder as a tar archive, taken between two statements, so it is consistent. ' +
    '404 Not found for a missing or wrong token, and when the portal runs on a PostgreSQL server (back it ' +
    'up with pg_dump).',
  tags: ['system'],
  access: publicAccess,
  response: { 200: z.unknown().describe('The database folder as a tar archive') },
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
