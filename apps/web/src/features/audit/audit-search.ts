import { auditEvents } from '@portale/shared';
import { isoDay, oneOf, pageNumber, searchSchema, text, type SearchOf } from '../../lib/search-params.ts';

/** Entries per page of the audit log. */
export const auditPageSize = 50;

/**
 * The audit log's filters and page as they sit in the address bar; a value that makes no sense is dropped.
 * The router's part, on the first screen (the API query is in audit-query.ts, with the page).
 */
export const auditSearchSchema = searchSchema({
  event: oneOf(auditEvents),
  username: text(64),
  from: isoDay,
  to: isoDay,
  page: pageNumber,
});
export type AuditSearch = SearchOf<typeof auditSearchSchema>;
