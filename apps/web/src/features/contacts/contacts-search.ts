import { searchSchema, text } from '../../lib/search-params.ts';

/** The contacts page's search in the address bar; a value that makes no sense is dropped. */
export const contactsSearchSchema = searchSchema({ query: text(100) });
