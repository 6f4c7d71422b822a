import { ticketSiteOptionsContract } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { ticketsQueryKey } from './query-keys.ts';

export function fetchTicketSiteOptions(search: string, signal?: AbortSignal) {
  return callApi(ticketSiteOptionsContract, { query: { search: search || undefined }, signal });
}

export const ticketSiteOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'site-options', search],
    queryFn: ({ signal }) => fetchTicketSiteOptions(search, signal),
    staleTime: 5 * 60_000,
  });

/** The user's sites matching what they typed (at most 50). */
export function useTicketSiteOptions(search: string, enabled = true) {
  return useQuery({ ...ticketSiteOptionsQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
