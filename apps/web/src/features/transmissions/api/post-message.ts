import { postMessageContract, type MessagePostRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshTransmissions } from './use-refresh-transmissions.ts';

export function postMessage(threadId: string, body: MessagePostRequest) {
  return callApi(postMessageContract, { params: { threadId }, body });
}

export function usePostMessage(threadId: string) {
  const refresh = useRefreshTransmissions('messages');
  return useMutation({
    mutationFn: (body: MessagePostRequest) => postMessage(threadId, body),
    onSuccess: refresh,
  });
}
