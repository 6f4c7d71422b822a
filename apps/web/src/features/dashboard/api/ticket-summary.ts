import type { customerTicketSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const customerTicketSummaryEndpoint: LazyContract<typeof customerTicketSummaryContract> = {
  method: 'GET',
  path: '/dashboard/tickets-by-site',
  load: () =>
    import('./ticket-summary-contract.ts').then((contracts) => contracts.customerTicketSummaryContract),
};

/** The customer's open and overdue tickets by site (GET /dashboard/tickets-by-site). */
export const ticketSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'tickets-by-site'],
  queryFn: ({ signal }) => callApi(customerTicketSummaryEndpoint, { signal }),
});

export const useTicketSummary = () => useQuery(ticketSummaryQueryOptions);
