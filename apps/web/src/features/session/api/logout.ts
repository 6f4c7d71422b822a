import { logoutContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function logout() {
  return callApi(logoutContract);
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
