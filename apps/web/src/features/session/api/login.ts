import type { loginContract, LoginRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const loginEndpoint: LazyContract<typeof loginContract> = {
  method: 'POST',
  path: '/user/login',
  load: () => import('./login-contract.ts').then((contracts) => contracts.loginContract),
};

export function login(credentials: LoginRequest) {
  return callApi(loginEndpoint, { body: credentials });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
