import { myUnreadNotificationsContract } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from './query-keys.ts';

export function fetchMyUnreadNotifications(signal?: AbortSignal) {
  return callApi(myUnreadNotificationsContract, { signal });
}

export const myUnreadNotificationsQueryOptions = queryOptions({
  queryKey: [...notificationsQueryKey, 'unread'],
  queryFn: ({ signal }) => fetchMyUnreadNotifications(signal),
  staleTime: 0,
  gcTime: 0,
  retry: false,
});
