import { ticketQueueContract, type StaffTicketListQueryInput } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { ticketsQueryKey } from './query-keys.ts';

export function fetchTicketQueue(query: StaffTicketListQueryInput, signal?: AbortSignal) {
  return callApi(ticketQueueContract, { query, signal });
}

export const ticketQueueQueryOptions = (query: StaffTicketListQueryInput) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'queue', query],
    queryFn: ({ signal }) => fetchTicketQueue(query, signal),
  });

/** One page of the provider's queue across customers. */
export function useTicketQueue(query: StaffTicketListQueryInput, enabled: boolean) {
  return useQuery({ ...ticketQueueQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
