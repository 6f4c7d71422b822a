import { takeTicketInChargeContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshTransmissions } from './use-refresh-transmissions.ts';

export function takeTicketInCharge(ticketId: string) {
  return callApi(takeTicketInChargeContract, { params: { ticketId } });
}

export function useTakeTicketInCharge(ticketId: string) {
  const refresh = useRefreshTransmissions('tickets');
  return useMutation({ mutationFn: () => takeTicketInCharge(ticketId), onSuccess: refresh });
}
