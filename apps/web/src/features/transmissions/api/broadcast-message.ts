import { broadcastMessageContract, type BroadcastMessageRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshTransmissions } from './use-refresh-transmissions.ts';

export function broadcastMessage(body: BroadcastMessageRequest) {
  return callApi(broadcastMessageContract, { body });
}

export function useBroadcastMessage() {
  const refresh = useRefreshTransmissions('messages');
  return useMutation({ mutationFn: broadcastMessage, onSuccess: refresh });
}
