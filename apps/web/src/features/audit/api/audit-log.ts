import { auditListContract, type AuditQuery } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function fetchAuditLog(query: AuditQuery, signal?: AbortSignal) {
  return callApi(auditListContract, { query, signal });
}

export const auditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['audit', query],
    queryFn: ({ signal }) => fetchAuditLog(query, signal),
  });

/** One page of the audit log, newest first; the previous page stays on screen while the next one loads. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({ ...auditLogQueryOptions(query), placeholderData: keepPreviousData });
}
