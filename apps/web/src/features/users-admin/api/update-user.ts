import { updateUserContract, type UpdateUserRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshUsers } from './use-refresh-users.ts';

export function updateUser(userId: string, body: UpdateUserRequest) {
  return callApi(updateUserContract, { params: { userid: userId }, body });
}

export function useUpdateUser(userId: string) {
  const refreshUsers = useRefreshUsers();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => updateUser(userId, body),
    onSuccess: refreshUsers,
  });
}
