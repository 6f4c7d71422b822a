import { meContract } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/current-profile.tsx';

export function fetchMe(signal?: AbortSignal) {
  return callApi(meContract, { signal });
}

export const meQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
});

/** The signed-in user's profile; the protected routes load it before they render. */
export function useMe() {
  return useSuspenseQuery(meQueryOptions);
}
