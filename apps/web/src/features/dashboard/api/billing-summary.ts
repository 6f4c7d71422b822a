import type { billingSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const billingSummaryEndpoint: LazyContract<typeof billingSummaryContract> = {
  method: 'GET',
  path: '/dashboard/billing',
  load: () => import('./billing-summary-contract.ts').then((contracts) => contracts.billingSummaryContract),
};

/** The latest invoices and what is overdue (GET /dashboard/billing). */
export const billingSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'billing'],
  queryFn: ({ signal }) => callApi(billingSummaryEndpoint, { signal }),
});

export const useBillingSummary = () => useQuery(billingSummaryQueryOptions);
