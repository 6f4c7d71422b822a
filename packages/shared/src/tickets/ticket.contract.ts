import { z } from 'zod';
import { customerPolicy } from '../access/access-rule.ts';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import {
  closeTicketRequestSchema,
  createTicketRequestSchema,
  reopenTicketRequestSchema,
  seenTicketResultSchema,
  ticketDetailSchema,
  ticketIdParams,
  ticketListQuerySchema,
  ticketListResultSchema,
  ticketMessageRequestSchema,
  ticketSiteOptionSchema,
} from './ticket.schemas.ts';
import { booleanQuerySchema } from '../sites/site-queries.ts';
import { searchText } from './text.schemas.ts';
import { ticketsAccess } from './tickets.access.ts';

/**
 * Tickets, customer side (SPEC.md section 6): sub-role communications sees and acts on the tickets the
 * user opened, communications all tickets every ticket of the customer; only communications opens new
 * ones. Always within the sites the user may see. Another customer's ticket, or one out of the user's
 * reach, answers 404 Ticket not found. Routes open to both sides (login) check the same rules for
 * customers and back-office permission 5 (tickets) for staff in the service.
 */
const ticketReaders = customerPolicy(ticketsAccess.rules.read);

export const myTicketListContract = defineContract({
  method: 'GET',
  path: '/tickets/my-list',
  summary: 'Customer (communications, all tickets): the tickets the user may see, filtered, sorted, paged',
  tags: ['tickets'],
  access: ticketReaders,
  query: ticketListQuerySchema,
  response: { 200: ticketListResultSchema },
});

export const ticketSiteOptionsContract = defineContract({
  method: 'GET',
  path: '/tickets/site-options',
  summary: 'Customer (communications, all tickets): the sites the user may open a ticket on, by name',
  description:
    'Published sites within the user’s reach, at most 50, searched by name, code or city. ' +
    'forNewTicket=true leaves out the sites whose service has ended (a new ticket there reaches nobody); ' +
    'the ticket list’s filter keeps them, as their tickets stay.',
  tags: ['tickets'],
  access: ticketReaders,
  query: z.object({ search: searchText(), forNewTicket: booleanQuerySchema.optional() }),
  response: { 200: z.array(ticketSiteOptionSchema) },
});

export const createTicketContract = defineContract({
  method: 'POST',
  path: '/tickets',
  idempotent: true,
  summary: 'Customer (communications): opens a ticket on one of the user’s sites, with its attachments',
  description:
    'The ticket starts NEW, gets its code (SEG-YYYY-NNNNNN), a due time from the urgency and the site’s ' +
    'contact role that handles tickets. attachmentIds are the user’s own uploads (POST ' +
    '/tickets/attachments); an unknown one answers 400. 403 Site not owned, 404 Site not found.',
  tags: ['tickets'],
  access: customerPolicy(ticketsAccess.rules.open),
  body: createTicketRequestSchema,
  response: { 201: ticketDetailSchema },
});

export const ticketDetailContract = defineContract({
  method: 'GET',
  path: '/tickets/:ticketId',
  summary: 'Customer (within reach) or staff (tickets): a ticket with its thread, history and actions',
  tags: ['tickets'],
  access: loginAccess,
  params: ticketIdParams,
  response: { 200: ticketDetailSchema },
});

export const seenTicketContract = defineContract({
  method: 'POST',
  path: '/tickets/:ticketId/seen',
  summary: 'Customer or staff: the caller opened the ticket (badge); a customer consults the answer',
  description:
    'Marks the ticket seen by the caller. A customer opening a MANAGED ticket moves it to ' +
    'ANSWER_CONSULTED. Answers the state after the call.',
  tags: ['tickets'],
  access: loginAccess,
  params: ticketIdParams,
  response: { 200: seenTicketResultSchema },
});

export const withdrawTicketContract = defineContract({
  method: 'POST',
  path: '/tickets/:ticketId/withdraw',
  summary: 'Customer: withdraws a NEW ticket (CLOSED); 409 in any other state',
  tags: ['tickets'],
  access: ticketReaders,
  params: ticketIdParams,
  response: { 204: z.null() },
});

export const closeTicketContract = defineContract({
  method: 'POST',
  path: '/tickets/:ticketId/close',
  summary: 'Customer: closes an answered ticket with an optional vote 1-4 and comment; 409 otherwise',
  tags: ['tickets'],
  access: ticketReaders,
  params: ticketIdParams,
  body: closeTicketRequestSchema,
  response: { 204: z.null() },
});

export const reopenTicketContract = defineContract({
  method: 'POST',
  path: '/tickets/:ticketId/reopen',
  summary: 'Customer: reopens a closed ticket with a reason, within the configured days; 409 otherwise',
  tags: ['tickets'],
  access: ticketReaders,
  params: ticketIdParams,
  body: reopenTicketRequestSchema,
  response: { 204: z.null() },
});

export const postTicketMessageContract = defineContract({
  method: 'POST',
  path: '/tickets/:ticketId/messages',
  idempotent: true,
  summary: 'Customer or staff (tickets): writes in the ticket’s thread, with attachments; 409 when closed',
  tags: ['tickets'],
  access: loginAccess,
  params: ticketIdParams,
  body: ticketMessageRequestSchema,
  response: { 204: z.null() },
});
