import { code, searchSchema, text, type SearchOf } from '../../lib/search-params.ts';

/** The contacts page's words and site in the address bar; a value that makes no sense is dropped. */
export const contactsSearchSchema = searchSchema({ query: text(100), siteCode: code(16) });
export type ContactsSearch = SearchOf<typeof contactsSearchSchema>;
