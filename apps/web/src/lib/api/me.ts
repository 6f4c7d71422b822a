import type { meContract } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../api-client.ts';
import { profileQueryKey } from '../current-profile.tsx';

/** The router asks for the profile before any page of the shell: this call is on the first screen. */
const meEndpoint: LazyContract<typeof meContract> = {
  method: 'GET',
  path: '/user/me',
  load: () => import('./me-contract.ts').then((contracts) => contracts.meContract),
};

export function fetchMe(signal?: AbortSignal) {
  return callApi(meEndpoint, { signal });
}

export const meQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
});
