import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { syncAccess } from './sync.access.ts';
import {
  newSyncSourceSchema,
  syncRunListQuerySchema,
  syncRunListSchema,
  syncSourceIdParams,
  syncSourceListSchema,
  syncSourceSchema,
  syncSourceWithKeySchema,
} from './sync.schemas.ts';

/** The header that carries a source's key on its batches. */
export const syncKeyHeader = 'x-sync-key';

/** The most rows one batch may carry: a day of a large provider's stampings, in a few batches. */
export const syncBatchMaxRows = 10_000;

const managers = staffPolicy(syncAccess.rules.manage);
const tags = ['sync'];

export const syncSourceListContract = defineContract({
  method: 'GET',
  path: '/sync/sources',
  summary: 'Staff (sync): the systems that send data, with their key’s prefix and last batch',
  tags,
  access: managers,
  response: { 200: syncSourceListSchema },
});

export const newSyncSourceContract = defineContract({
  method: 'POST',
  path: '/sync/sources',
  summary: 'Staff (sync): a new source; the answer carries its key, once',
  description: '409 Sync source name in use when another source has the name.',
  tags,
  access: managers,
  body: newSyncSourceSchema,
  response: { 201: syncSourceWithKeySchema },
});

export const replaceSyncKeyContract = defineContract({
  method: 'POST',
  path: '/sync/sources/:sourceId/key',
  summary: 'Staff (sync): gives a source a new key (the old one stops working at once), shown once',
  description: 'A revoked source gets a key again and works again. 404 Sync source not found.',
  tags,
  access: managers,
  params: syncSourceIdParams,
  response: { 200: syncSourceWithKeySchema },
});

export const revokeSyncSourceContract = defineContract({
  method: 'POST',
  path: '/sync/sources/:sourceId/revoke',
  summary: 'Staff (sync): revokes a source’s key; what it sent stays',
  tags,
  access: managers,
  params: syncSourceIdParams,
  response: { 200: syncSourceSchema },
});

export const syncRunListContract = defineContract({
  method: 'GET',
  path: '/sync/runs',
  summary: 'Staff (sync): the batches received, newest first, with their counts or the rows at fault',
  tags,
  access: managers,
  query: syncRunListQuerySchema,
  response: { 200: syncRunListSchema },
});
