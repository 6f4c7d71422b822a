import { code, searchSchema, type SearchOf } from '../../lib/search-params.ts';

/** The site chosen on the rooms import page, in the address bar so that a link or a reload keeps it. */
export const roomsImportSearchSchema = searchSchema({ site: code(16) });
export type RoomsImportSearch = SearchOf<typeof roomsImportSearchSchema>;
