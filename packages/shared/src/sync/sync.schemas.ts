import { z } from 'zod';
import { formText } from '../tickets/text.schemas.ts';
import { syncKinds } from './sync-enums.ts';

export const syncSourceIdParams = z.object({ sourceId: z.coerce.number().int().positive() });

export const newSyncSourceSchema = z.object({
  /** How staff call the system: «Rilevazione presenze», «Paghe e personale». */
  name: formText(80),
});
export type NewSyncSource = z.infer<typeof newSyncSourceSchema>;

export const syncSourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  keyPrefix: z.string(),
  keyIssuedAt: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type SyncSource = z.infer<typeof syncSourceSchema>;

export const syncSourceListSchema = z.array(syncSourceSchema);

export const syncSourceWithKeySchema = z.object({ source: syncSourceSchema, key: z.string() });
export type SyncSourceWithKey = z.infer<typeof syncSourceWithKeySchema>;

export const syncRunListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sourceId: z.coerce.number().int().positive().optional(),
  kind: z.enum(syncKinds).optional(),
});
export type SyncRunListQuery = z.infer<typeof syncRunListQuerySchema>;

export const syncRowErrorSchema = z.object({
  /** The row of the batch, from 0. */
  row: z.number().int(),
  path: z.string(),
  message: z.string(),
});
export type SyncRowError = z.infer<typeof syncRowErrorSchema>;

export const syncRunSchema = z.object({
  id: z.number().int(),
  sourceId: z.number().int(),
  sourceName: z.string(),
  kind: z.enum(syncKinds),
  receivedAt: z.string(),
  durationMs: z.number().int(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.boolean(),
  /** The rows at fault of a refused batch (the first hundred). */
  errors: z.array(syncRowErrorSchema),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

export const syncRunListSchema = z.object({ data: z.array(syncRunSchema), total: z.number().int() });
export type SyncRunList = z.infer<typeof syncRunListSchema>;

/** What a batch did: rows new, changed, and the same as already stored (sent again). */
export const syncReceiptSchema = z.object({
  runId: z.number().int(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type SyncReceipt = z.infer<typeof syncReceiptSchema>;
