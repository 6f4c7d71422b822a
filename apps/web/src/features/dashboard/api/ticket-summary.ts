import { customerTicketSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The customer's open and overdue tickets by site (GET /dashboard/tickets-by-site). */
export const ticketSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'tickets-by-site'],
  queryFn: ({ signal }) => callApi(customerTicketSummaryContract, { signal }),
});

export const useTicketSummary = () => useQuery(ticketSummaryQueryOptions);
