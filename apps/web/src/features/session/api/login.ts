import { loginContract, type LoginRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function login(credentials: LoginRequest) {
  return callApi(loginContract, { body: credentials });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
