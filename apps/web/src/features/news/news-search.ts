import { newsStates } from '@portale/shared';
import { listSearchSchema, oneOf, type SearchOf } from '../../lib/search-params.ts';

/**
 * Staff's news list in the address bar: words, state and page (the order is always the latest
 * publication first). The states come from news-enums.ts, without zod (the router is on the first screen).
 */
export const newsSearchSchema = listSearchSchema([] as const, { state: oneOf(newsStates) });
export type NewsSearch = SearchOf<typeof newsSearchSchema>;
