import { sitesForPublishingContract } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { sitesAdminQueryKey } from './query-keys.ts';

export type SitesForPublishingRequest = z.input<typeof sitesForPublishingContract.query>;

export function fetchSitesForPublishing(query: SitesForPublishingRequest, signal?: AbortSignal) {
  return callApi(sitesForPublishingContract, { query, signal });
}

export const sitesForPublishingQueryOptions = (query: SitesForPublishingRequest) =>
  queryOptions({
    queryKey: [...sitesAdminQueryKey, 'publishing', query],
    queryFn: ({ signal }) => fetchSitesForPublishing(query, signal),
  });

/** One page of every site with its publication and warnings; the previous page stays while the next loads. */
export function useSitesForPublishing(query: SitesForPublishingRequest) {
  return useQuery({ ...sitesForPublishingQueryOptions(query), placeholderData: keepPreviousData });
}
