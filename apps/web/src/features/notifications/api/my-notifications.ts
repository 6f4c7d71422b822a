import { myNotificationsContract } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from './query-keys.ts';

export function fetchMyNotifications(signal?: AbortSignal) {
  return callApi(myNotificationsContract, { signal });
}

/** Loaded each time the panel opens and dropped when it closes (SPEC.md section 2). */
export const myNotificationsQueryOptions = queryOptions({
  queryKey: [...notificationsQueryKey, 'all'],
  queryFn: ({ signal }) => fetchMyNotifications(signal),
  staleTime: 0,
  gcTime: 0,
  retry: false,
});
