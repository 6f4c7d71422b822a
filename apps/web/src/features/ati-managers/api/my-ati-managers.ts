import { myAtiManagersContract } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function fetchMyAtiManagers(signal?: AbortSignal) {
  return callApi(myAtiManagersContract, { signal });
}

export const myAtiManagersQueryOptions = queryOptions({
  queryKey: ['ati-managers', 'mine'],
  queryFn: ({ signal }) => fetchMyAtiManagers(signal),
});

export function useMyAtiManagers() {
  return useSuspenseQuery(myAtiManagersQueryOptions);
}
