import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import {
  staffTicketListQuerySchema,
  ticketIdParams,
  ticketListResultSchema,
  ticketMessageRequestSchema,
} from './ticket.schemas.ts';
import { ticketsAccess } from './tickets.access.ts';

/** Tickets, provider side: back-office permission 5 (tickets), across every customer. */
const ticketsPermission = staffPolicy(ticketsAccess.rules.read);

export const ticketQueueContract = defineContract({
  method: 'GET',
  path: '/tickets/queue',
  summary: 'Staff (tickets): every customer’s tickets with the same filters; by default late ones first',
  tags: ['tickets back office'],
  access: ticketsPermission,
  query: staffTicketListQuerySchema,
  response: { 200: ticketListResultSchema },
});

export const takeTicketInChargeContract = defineContract({
  method: 'POST',
  path: '/tickets/:ticketId/take-in-charge',
  summary: 'Staff (tickets): takes a NEW or REOPENED ticket in charge (IN_CHARGE); 409 otherwise',
  tags: ['tickets back office'],
  access: ticketsPermission,
  params: ticketIdParams,
  response: { 204: z.null() },
});

export const answerTicketContract = defineContract({
  method: 'POST',
  path: '/tickets/:ticketId/answer',
  summary: 'Staff (tickets): answers a ticket in charge, with attachments, marking it handled (MANAGED)',
  tags: ['tickets back office'],
  access: ticketsPermission,
  params: ticketIdParams,
  body: ticketMessageRequestSchema,
  response: { 204: z.null() },
});
