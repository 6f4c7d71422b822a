import { reopenTicketContract, type ReopenTicketRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshTransmissions } from './use-refresh-transmissions.ts';

export function reopenTicket(ticketId: string, body: ReopenTicketRequest) {
  return callApi(reopenTicketContract, { params: { ticketId }, body });
}

export function useReopenTicket(ticketId: string) {
  const refresh = useRefreshTransmissions('tickets');
  return useMutation({
    mutationFn: (body: ReopenTicketRequest) => reopenTicket(ticketId, body),
    onSuccess: refresh,
  });
}
