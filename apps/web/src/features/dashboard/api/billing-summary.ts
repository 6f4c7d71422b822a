import { billingSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The latest invoices and what is overdue (GET /dashboard/billing). */
export const billingSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'billing'],
  queryFn: ({ signal }) => callApi(billingSummaryContract, { signal }),
});

export const useBillingSummary = () => useQuery(billingSummaryQueryOptions);
