import { ticketSiteOptionsContract } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { ticketsQueryKey } from './query-keys.ts';

/** Which sites: those a new ticket may be opened on (service not ended), or every one (a filter). */
export type TicketSiteOptionsPurpose = 'newTicket' | 'filter';

export function fetchTicketSiteOptions(
  search: string,
  purpose: TicketSiteOptionsPurpose,
  signal?: AbortSignal,
) {
  return callApi(ticketSiteOptionsContract, {
    query: { search: search || undefined, forNewTicket: purpose === 'newTicket' ? 'true' : undefined },
    signal,
  });
}

export const ticketSiteOptionsQueryOptions = (search: string, purpose: TicketSiteOptionsPurpose) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'site-options', purpose, search],
    queryFn: ({ signal }) => fetchTicketSiteOptions(search, purpose, signal),
    staleTime: 5 * 60_000,
  });

/** The user's sites matching what they typed (at most 50). */
export function useTicketSiteOptions(search: string, purpose: TicketSiteOptionsPurpose, enabled = true) {
  return useQuery({
    ...ticketSiteOptionsQueryOptions(search, purpose),
    enabled,
    placeholderData: keepPreviousData,
  });
}
