import { seenTicketContract } from '@portale/shared';
import { callApi } from '../../../lib/api-client.ts';

/** The user opened the ticket: seen for the badge; a customer opening an answer consults it. */
export function markTicketSeen(ticketId: string) {
  return callApi(seenTicketContract, { params: { ticketId } });
}
