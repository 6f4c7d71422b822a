import { operatingSegmentsContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sitesAdminQueryKey } from './query-keys.ts';

export function fetchOperatingSegments(signal?: AbortSignal) {
  return callApi(operatingSegmentsContract, { query: { includeUnpublished: 'true' }, signal });
}

export const operatingSegmentsQueryOptions = queryOptions({
  queryKey: [...sitesAdminQueryKey, 'operating-segments'],
  queryFn: ({ signal }) => fetchOperatingSegments(signal),
  staleTime: 5 * 60_000,
});

/** Every operating segment, with the job orders of published and unpublished sites. */
export function useOperatingSegments() {
  return useQuery(operatingSegmentsQueryOptions);
}
