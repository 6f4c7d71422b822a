import { logoutContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

/** Ends the current session on the server; an impersonated session ends its impersonation with it. */
export function logout() {
  return callApi(logoutContract);
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
