import { realEstateSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The rooms of the user's sites today (GET /dashboard/real-estate). */
export const realEstateSummaryQueryOptions = queryOptions({
  // Under the registry's key, so that what refreshes the registry refreshes the card too.
  queryKey: ['real-estate', 'dashboard'],
  queryFn: ({ signal }) => callApi(realEstateSummaryContract, { signal }),
});

export const useRealEstateSummary = () => useQuery(realEstateSummaryQueryOptions);
