import { ticketDetailContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { ticketsQueryKey } from './query-keys.ts';

export function fetchTicketDetail(ticketId: string, signal?: AbortSignal) {
  return callApi(ticketDetailContract, { params: { ticketId }, signal });
}

export const ticketDetailQueryOptions = (ticketId: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'detail', ticketId],
    // Each opening shows the latest state: answers and replies arrive while the page is away.
    staleTime: 0,
    queryFn: ({ signal }) => fetchTicketDetail(ticketId, signal),
  });

export function useTicketDetail(ticketId: string) {
  return useQuery(ticketDetailQueryOptions(ticketId));
}
