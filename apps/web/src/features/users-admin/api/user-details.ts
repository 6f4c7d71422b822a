import { userDetailsContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { usersAdminQueryKey } from './query-keys.ts';

export function fetchUserDetails(userId: string, signal?: AbortSignal) {
  return callApi(userDetailsContract, { params: { userid: userId }, signal });
}

export const userDetailsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...usersAdminQueryKey, 'details', userId],
    queryFn: ({ signal }) => fetchUserDetails(userId, signal),
  });

export function useUserDetails(userId: string) {
  return useQuery(userDetailsQueryOptions(userId));
}
