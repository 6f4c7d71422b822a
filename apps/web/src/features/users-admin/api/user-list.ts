import { userListContract, type UserListQuery } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { usersAdminQueryKey } from './query-keys.ts';

export function fetchUserList(query: UserListQuery, signal?: AbortSignal) {
  return callApi(userListContract, { params: { product: 'portale' }, query, signal });
}

export const userListQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: [...usersAdminQueryKey, 'list', query],
    queryFn: ({ signal }) => fetchUserList(query, signal),
  });

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUserList(query: UserListQuery) {
  return useQuery({ ...userListQueryOptions(query), placeholderData: keepPreviousData });
}
