import type { realEstateSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const realEstateSummaryEndpoint: LazyContract<typeof realEstateSummaryContract> = {
  method: 'GET',
  path: '/dashboard/real-estate',
  load: () =>
    import('./real-estate-summary-contract.ts').then((contracts) => contracts.realEstateSummaryContract),
};

/** The rooms of the user's sites today (GET /dashboard/real-estate). */
export const realEstateSummaryQueryOptions = queryOptions({
  // Under the registry's key, so that what refreshes the registry refreshes the card too.
  queryKey: ['real-estate', 'dashboard'],
  queryFn: ({ signal }) => callApi(realEstateSummaryEndpoint, { signal }),
});

export const useRealEstateSummary = () => useQuery(realEstateSummaryQueryOptions);
