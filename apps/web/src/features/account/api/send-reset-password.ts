import { sendResetPasswordContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function sendResetPassword(username: string) {
  return callApi(sendResetPasswordContract, { query: { username } });
}

export function useSendResetPassword() {
  return useMutation({ mutationFn: sendResetPassword });
}
