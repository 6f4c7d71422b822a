import { readAllNotificationsContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function readAllNotifications() {
  return callApi(readAllNotificationsContract);
}

export function useReadAllNotifications() {
  return useMutation({ mutationFn: readAllNotifications });
}
