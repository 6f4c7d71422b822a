import { contactsAdminTabs } from '@portale/shared';
import { code, oneOf, pageNumber, searchSchema, text, type SearchOf } from '../../lib/search-params.ts';

/**
 * Staff's contacts page in the address bar (no zod: it is on the first screen): the tab, the people's
 * search and page, the associations' customer, job order and site.
 */
export const contactsAdminSearchSchema = searchSchema({
  tab: oneOf(contactsAdminTabs),
  query: text(100),
  page: pageNumber,
  customerCode: code(16),
  jobOrderId: code(24),
  siteCode: code(16),
});
export type ContactsAdminSearch = SearchOf<typeof contactsAdminSearchSchema>;
