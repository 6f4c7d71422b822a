import { sendActivationEmailContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function sendActivationEmail(userId: string) {
  return callApi(sendActivationEmailContract, { params: { id: userId } });
}

export function useSendActivationEmail(userId: string) {
  return useMutation({ mutationFn: () => sendActivationEmail(userId) });
}
