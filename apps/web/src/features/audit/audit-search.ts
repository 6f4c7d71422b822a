import { code, isoDay, pageNumber, searchSchema, text, type SearchOf } from '../../lib/search-params.ts';

/** Entries per page of the audit log. */
export const auditPageSize = 50;

/**
 * The audit log's filters and page as they sit in the address bar; a value that makes no sense is dropped.
 * The router's part, on the first screen: the event is only a word here, the list of events staying with
 * the page, where audit-query.ts drops one it does not know (the list on the first screen cost the login
 * page a quarter of a KiB).
 */
export const auditSearchSchema = searchSchema({
  event: code(40),
  username: text(64),
  from: isoDay,
  to: isoDay,
  page: pageNumber,
});
export type AuditSearch = SearchOf<typeof auditSearchSchema>;
