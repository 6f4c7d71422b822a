import { backOfficePermissionsContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshUsers } from './use-refresh-users.ts';

export function setBackOfficePermissions(userId: string, backOfficePermissions: number[]) {
  return callApi(backOfficePermissionsContract, {
    params: { userid: userId },
    body: { backOfficePermissions },
  });
}

export function useSetBackOfficePermissions(userId: string) {
  const refreshUsers = useRefreshUsers();
  return useMutation({
    mutationFn: (permissions: number[]) => setBackOfficePermissions(userId, permissions),
    onSuccess: refreshUsers,
  });
}
