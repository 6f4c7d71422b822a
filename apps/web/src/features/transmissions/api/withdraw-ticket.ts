import { withdrawTicketContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshTransmissions } from './use-refresh-transmissions.ts';

export function withdrawTicket(ticketId: string) {
  return callApi(withdrawTicketContract, { params: { ticketId } });
}

export function useWithdrawTicket(ticketId: string) {
  const refresh = useRefreshTransmissions('tickets');
  return useMutation({ mutationFn: () => withdrawTicket(ticketId), onSuccess: refresh });
}
