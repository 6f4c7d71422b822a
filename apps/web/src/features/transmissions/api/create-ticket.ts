import { createTicketContract, type CreateTicketRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshTransmissions } from './use-refresh-transmissions.ts';

export function createTicket(body: CreateTicketRequest) {
  return callApi(createTicketContract, { body });
}

export function useCreateTicket() {
  const refresh = useRefreshTransmissions('tickets');
  return useMutation({ mutationFn: createTicket, onSuccess: refresh });
}
