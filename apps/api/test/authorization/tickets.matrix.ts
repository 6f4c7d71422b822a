import { messagesAccess, ticketsAccess } from '@portale/shared';
import { customersOf, holdersOf, signedIn, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * Tickets and communications (transmissions), under the rules of ticketsAccess and messagesAccess.
 * Routes open to both sides (login) check the same rules in the service.
 * Requests prove the gate without changing data: allowed callers get 400 (invalid body, not
 * multipart) or 404 (unknown ticket, thread or file); routes open to both sides get a valid body, as
 * their gate is in the service, after validation. Another customer's ticket or thread answers 404
 * (tickets.test.ts, messages.test.ts).
 */
const unknown = '00000000-0000-4000-8000-000000000000';
const tickets = ticketsAccess.rules.read;
const messages = messagesAccess.rules.read;
const ticket = () => ({ params: { ticketId: unknown } });
const thread = () => ({ params: { threadId: unknown } });
const message = () => ({ params: { ticketId: unknown }, body: { text: 'Prova della matrice' } });

export const matrix: MatrixEntry[] = [
  // Tickets, customer side
  { method: 'GET', path: '/tickets/my-list', access: customersOf(tickets) },
  { method: 'GET', path: '/tickets/site-options', access: customersOf(tickets) },
  { method: 'POST', path: '/tickets', access: customersOf(ticketsAccess.rules.open) },
  { method: 'POST', path: '/tickets/:ticketId/withdraw', access: customersOf(tickets), request: ticket },
  { method: 'POST', path: '/tickets/:ticketId/close', access: customersOf(tickets), request: ticket },
  { method: 'POST', path: '/tickets/:ticketId/reopen', access: customersOf(tickets), request: ticket },
  // Tickets, provider side
  { method: 'GET', path: '/tickets/queue', access: staffOf(tickets) },
  { method: 'POST', path: '/tickets/:ticketId/take-in-charge', access: staffOf(tickets), request: ticket },
  { method: 'POST', path: '/tickets/:ticketId/answer', access: staffOf(tickets), request: message },
  // Tickets, both sides
  { method: 'GET', path: '/tickets/:ticketId', access: holdersOf(tickets), request: ticket },
  {
    method: 'POST',
    path: '/tickets/:ticketId/seen',
    access: holdersOf(tickets),
    request: ticket,
  },
  {
    method: 'POST',
    path: '/tickets/:ticketId/messages',
    access: holdersOf(tickets),
    request: message,
  },
  { method: 'POST', path: '/tickets/attachments', access: holdersOf(tickets) },
  {
    method: 'GET',
    path: '/tickets/:ticketId/attachments/:attachmentId',
    access: holdersOf(tickets),
    request: () => ({ params: { ticketId: unknown, attachmentId: unknown } }),
  },
  { method: 'GET', path: '/tickets/upload-rules', access: signedIn },
  // Communications
  { method: 'GET', path: '/messages/my-list', access: customersOf(messages) },
  { method: 'GET', path: '/messages/list', access: staffOf(messages) },
  { method: 'GET', path: '/messages/customers', access: staffOf(messages) },
  { method: 'POST', path: '/messages', access: staffOf(messages) },
  {
    method: 'GET',
    path: '/messages/:threadId',
    access: holdersOf(messages),
    request: thread,
  },
  {
    method: 'POST',
    path: '/messages/:threadId/read',
    access: holdersOf(messages),
    request: thread,
  },
  {
    method: 'POST',
    path: '/messages/:threadId/posts',
    access: holdersOf(messages),
    request: () => ({ params: { threadId: unknown }, body: { text: 'Prova della matrice' } }),
  },
  { method: 'POST', path: '/messages/attachments', access: holdersOf(messages) },
  {
    method: 'GET',
    path: '/messages/:threadId/attachments/:attachmentId',
    access: holdersOf(messages),
    request: () => ({ params: { threadId: unknown, attachmentId: unknown } }),
  },
];
