import { postTicketMessageContract, type TicketMessageRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshTransmissions } from './use-refresh-transmissions.ts';

export function postTicketMessage(ticketId: string, body: TicketMessageRequest) {
  return callApi(postTicketMessageContract, { params: { ticketId }, body });
}

export function usePostTicketMessage(ticketId: string) {
  const refresh = useRefreshTransmissions('tickets');
  return useMutation({
    mutationFn: (body: TicketMessageRequest) => postTicketMessage(ticketId, body),
    onSuccess: refresh,
  });
}
