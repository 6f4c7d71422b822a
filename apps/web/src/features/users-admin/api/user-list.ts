import { userListContract, type UserListQueryInput } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { usersAdminQueryKey } from './query-keys.ts';

export function fetchUserList(query: UserListQueryInput, signal?: AbortSignal) {
  return callApi(userListContract, { params: { product: 'portale' }, query, signal });
}

export const userListQueryOptions = (query: UserListQueryInput) =>
  queryOptions({
    queryKey: [...usersAdminQueryKey, 'list', query],
    queryFn: ({ signal }) => fetchUserList(query, signal),
  });

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUserList(query: UserListQueryInput) {
  return useQuery({ ...userListQueryOptions(query), placeholderData: keepPreviousData });
}
