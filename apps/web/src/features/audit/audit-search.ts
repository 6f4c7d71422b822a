import { auditEvents, type AuditQuery } from '@portale/shared';
import { z } from 'zod';

/** Entries per page of the audit log. */
export const auditPageSize = 50;

const isoDay = z.iso.date();

/** The audit log's filters and page as they sit in the address bar; a value that makes no sense is dropped. */
export const auditSearchSchema = z.object({
  event: z.enum(auditEvents).optional().catch(undefined),
  username: z.string().trim().max(64).optional().catch(undefined),
  from: isoDay.optional().catch(undefined),
  to: isoDay.optional().catch(undefined),
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;

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
