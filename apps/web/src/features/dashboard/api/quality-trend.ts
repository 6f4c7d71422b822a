import type { qualityTrendContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const qualityTrendEndpoint: LazyContract<typeof qualityTrendContract> = {
  method: 'GET',
  path: '/quality/trend',
  load: () => import('./quality-trend-contract.ts').then((contracts) => contracts.qualityTrendContract),
};

/** The last six months' quality and the latest control (GET /quality/trend). */
export const qualityTrendQueryOptions = queryOptions({
  // Under the area's key, so that a control completed or confirmed refreshes the card too.
  queryKey: ['quality', 'dashboard'],
  queryFn: ({ signal }) => callApi(qualityTrendEndpoint, { signal }),
});

export const useQualityTrend = () => useQuery(qualityTrendQueryOptions);
