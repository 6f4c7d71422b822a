import { myTicketListContract, type TicketListQueryInput } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { ticketsQueryKey } from './query-keys.ts';

export function fetchMyTickets(query: TicketListQueryInput, signal?: AbortSignal) {
  return callApi(myTicketListContract, { query, signal });
}

export const myTicketsQueryOptions = (query: TicketListQueryInput) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'mine', query],
    queryFn: ({ signal }) => fetchMyTickets(query, signal),
  });

/** One page of the customer's tickets; the previous page stays on screen while the next one loads. */
export function useMyTickets(query: TicketListQueryInput, enabled: boolean) {
  return useQuery({ ...myTicketsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
