import { auditEvents, type AuditQuery } from '@portale/shared';
import { auditPageSize, type AuditSearch } from './audit-search.ts';

/** The API query for what the address bar asks; an event the log does not know is dropped. */
export function toAuditQuery(search: AuditSearch): AuditQuery {
  return {
    event: auditEvents.find((event) => event === search.event),
    username: search.username || undefined,
    from: search.from,
    to: search.to,
    page: search.page ?? 1,
    pageSize: auditPageSize,
  };
}
