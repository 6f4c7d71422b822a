import type { economicsSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const economicsSummaryEndpoint: LazyContract<typeof economicsSummaryContract> = {
  method: 'GET',
  path: '/dashboard/economics',
  load: () =>
    import('./economics-summary-contract.ts').then((contracts) => contracts.economicsSummaryContract),
};

/** This month's fee of the started job orders, or for staff what to look at (GET /dashboard/economics). */
export const economicsSummaryQueryOptions = queryOptions({
  queryKey: ['dashboard', 'economics'],
  queryFn: ({ signal }) => callApi(economicsSummaryEndpoint, { signal }),
});

export const useEconomicsSummary = () => useQuery(economicsSummaryQueryOptions);
