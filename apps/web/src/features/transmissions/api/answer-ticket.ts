import { answerTicketContract, type TicketMessageRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshTransmissions } from './use-refresh-transmissions.ts';

export function answerTicket(ticketId: string, body: TicketMessageRequest) {
  return callApi(answerTicketContract, { params: { ticketId }, body });
}

/** The provider's answer: a message that marks the ticket handled. */
export function useAnswerTicket(ticketId: string) {
  const refresh = useRefreshTransmissions('tickets');
  return useMutation({
    mutationFn: (body: TicketMessageRequest) => answerTicket(ticketId, body),
    onSuccess: refresh,
  });
}
