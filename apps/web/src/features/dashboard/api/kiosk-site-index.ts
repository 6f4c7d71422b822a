import type { kioskSiteIndexContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const kioskSiteIndexEndpoint: LazyContract<typeof kioskSiteIndexContract> = {
  method: 'GET',
  path: '/kiosks/site-index',
  load: () => import('./kiosk-site-index-contract.ts').then((contracts) => contracts.kioskSiteIndexContract),
};

/** The kiosk index of each site over the last 30 days, the lowest first (GET /kiosks/site-index). */
export const kioskSiteIndexQueryOptions = queryOptions({
  queryKey: ['kiosks', 'dashboard'],
  queryFn: ({ signal }) => callApi(kioskSiteIndexEndpoint, { signal }),
});

export const useKioskSiteIndex = () => useQuery(kioskSiteIndexQueryOptions);
