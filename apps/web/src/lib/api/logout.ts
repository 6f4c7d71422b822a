import type { logoutContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../api-client.ts';

const logoutEndpoint: LazyContract<typeof logoutContract> = {
  method: 'POST',
  path: '/user/logout',
  load: () => import('./logout-contract.ts').then((contracts) => contracts.logoutContract),
};

/** Ends the current session on the server; an impersonated session ends its impersonation with it. */
export function logout() {
  return callApi(logoutEndpoint);
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
