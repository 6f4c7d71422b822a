import { closeTicketContract, type CloseTicketRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshTransmissions } from './use-refresh-transmissions.ts';

export function closeTicket(ticketId: string, body: CloseTicketRequest) {
  return callApi(closeTicketContract, { params: { ticketId }, body });
}

export function useCloseTicket(ticketId: string) {
  const refresh = useRefreshTransmissions('tickets');
  return useMutation({
    mutationFn: (body: CloseTicketRequest) => closeTicket(ticketId, body),
    onSuccess: refresh,
  });
}
