import { syncKinds } from '@portale/shared';
import { oneOf, pageNumber, searchSchema, type SearchField, type SearchOf } from '../../lib/search-params.ts';

/** A source's id: a whole number from 1. */
const sourceId: SearchField<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647
    ? value
    : undefined;

/** The runs' log: its source, kind and page in the address bar. */
export const syncSearchSchema = searchSchema({
  sourceId,
  kind: oneOf(syncKinds),
  page: pageNumber,
});
export type SyncSearch = SearchOf<typeof syncSearchSchema>;
