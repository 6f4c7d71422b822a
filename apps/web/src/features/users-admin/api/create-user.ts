import { newUserContract, type NewUserRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshUsers } from './use-refresh-users.ts';

export function createUser(body: NewUserRequest) {
  return callApi(newUserContract, { body });
}

export function useCreateUser() {
  const refreshUsers = useRefreshUsers();
  return useMutation({ mutationFn: createUser, onSuccess: refreshUsers });
}
