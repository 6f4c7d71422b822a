import type { variationSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const variationSummaryEndpoint: LazyContract<typeof variationSummaryContract> = {
  method: 'GET',
  path: '/variations/summary',
  load: () =>
    import('./variation-summary-contract.ts').then((contracts) => contracts.variationSummaryContract),
};

/** The customer's open and last decided requests, or staff's queue (GET /variations/summary). */
export const variationSummaryQueryOptions = queryOptions({
  // Under the area's key, so that a request sent or decided refreshes the card too.
  queryKey: ['variations', 'dashboard'],
  queryFn: ({ signal }) => callApi(variationSummaryEndpoint, { signal }),
});

export const useVariationSummary = () => useQuery(variationSummaryQueryOptions);
