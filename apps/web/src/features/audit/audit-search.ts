import { auditEvents, type AuditQuery } from '@portale/shared';
import { isoDay, oneOf, pageNumber, searchSchema, text, type SearchOf } from '../../lib/search-params.ts';

/** Entries per page of the audit log. */
export const auditPageSize = 50;

/** The audit log's filters and page as they sit in the address bar; a value that makes no sense is dropped. */
export const auditSearchSchema = searchSchema({
  event: oneOf(auditEvents),
  username: text(64),
  from: isoDay,
  to: isoDay,
  page: pageNumber,
});
export type AuditSearch = SearchOf<typeof auditSearchSchema>;

/** The API query for what the address bar asks. */
export function toAuditQuery(search: AuditSearch): AuditQuery {
  return {
    event: search.event,
    username: search.username || undefined,
    from: search.from,
    to: search.to,
    page: search.page ?? 1,
    pageSize: auditPageSize,
  };
}
