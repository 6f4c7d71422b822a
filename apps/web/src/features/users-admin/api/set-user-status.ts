import { userStatusContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshUsers } from './use-refresh-users.ts';

export function setUserStatus(userId: string, enabled: boolean) {
  return callApi(userStatusContract, { params: { userid: userId }, body: { enabled } });
}

export function useSetUserStatus(userId: string) {
  const refreshUsers = useRefreshUsers();
  return useMutation({
    mutationFn: (enabled: boolean) => setUserStatus(userId, enabled),
    onSuccess: refreshUsers,
  });
}
