import { code, pageNumber, searchSchema, type SearchField, type SearchOf } from '../../lib/search-params.ts';

/** A source's id: a whole number from 1. */
const sourceId: SearchField<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647
    ? value
    : undefined;

/**
 * The runs' log: its source, kind and page in the address bar. The kind is checked by the page
 * (`syncKindOf`): sync-enums.ts holds the kinds' Italian labels too, which the first screen would load.
 */
export const syncSearchSchema = searchSchema({
  sourceId,
  kind: code(16),
  page: pageNumber,
});
export type SyncSearch = SearchOf<typeof syncSearchSchema>;
