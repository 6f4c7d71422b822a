import { customerUserPermissionsContract, type CustomerPermissions } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshUsers } from './use-refresh-users.ts';

export function setCustomerPermissions(userId: string, body: CustomerPermissions) {
  return callApi(customerUserPermissionsContract, { params: { userid: userId }, body });
}

export function useSetCustomerPermissions(userId: string) {
  const refreshUsers = useRefreshUsers();
  return useMutation({
    mutationFn: (body: CustomerPermissions) => setCustomerPermissions(userId, body),
    onSuccess: refreshUsers,
  });
}
