import { BackOfficePermission, CustomerSubRole } from '@portale/shared';
import { customersWith, signedIn, staffWith, type MatrixEntry } from './matrix.ts';

/**
 * Tickets and communications (transmissions). Customer calls need sub-role 6 (communications) or 14
 * (communications all tickets), opening a ticket 6; the provider's calls back-office permission 5
 * (tickets) or 7 (communications). Routes open to both sides check the same rules in the service.
 * Requests prove the gate without changing data: allowed callers get 400 (invalid body, not
 * multipart) or 404 (unknown ticket, thread or file); routes open to both sides get a valid body, as
 * their gate is in the service, after validation. Another customer's ticket or thread answers 404
 * (tickets.test.ts, messages.test.ts).
 */
const unknown = '00000000-0000-4000-8000-000000000000';
const ticketReaders = customersWith(CustomerSubRole.communications, CustomerSubRole.communicationsAllTickets);
const ticketStaff = staffWith(BackOfficePermission.tickets);
const messageStaff = staffWith(BackOfficePermission.communications);
const ticket = () => ({ params: { ticketId: unknown } });
const thread = () => ({ params: { threadId: unknown } });
const message = () => ({ params: { ticketId: unknown }, body: { text: 'Prova della matrice' } });

export const matrix: MatrixEntry[] = [
  // Tickets, customer side
  { method: 'GET', path: '/tickets/my-list', access: ticketReaders },
  { method: 'GET', path: '/tickets/site-options', access: ticketReaders },
  { method: 'POST', path: '/tickets', access: customersWith(CustomerSubRole.communications) },
  { method: 'POST', path: '/tickets/:ticketId/withdraw', access: ticketReaders, request: ticket },
  { method: 'POST', path: '/tickets/:ticketId/close', access: ticketReaders, request: ticket },
  { method: 'POST', path: '/tickets/:ticketId/reopen', access: ticketReaders, request: ticket },
  // Tickets, provider side
  { method: 'GET', path: '/tickets/queue', access: ticketStaff },
  { method: 'POST', path: '/tickets/:ticketId/take-in-charge', access: ticketStaff, request: ticket },
  { method: 'POST', path: '/tickets/:ticketId/answer', access: ticketStaff, request: message },
  // Tickets, both sides
  { method: 'GET', path: '/tickets/:ticketId', access: [...ticketReaders, ...ticketStaff], request: ticket },
  {
    method: 'POST',
    path: '/tickets/:ticketId/seen',
    access: [...ticketReaders, ...ticketStaff],
    request: ticket,
  },
  {
    method: 'POST',
    path: '/tickets/:ticketId/messages',
    access: [...ticketReaders, ...ticketStaff],
    request: message,
  },
  { method: 'POST', path: '/tickets/attachments', access: [...ticketReaders, ...ticketStaff] },
  {
    method: 'GET',
    path: '/tickets/:ticketId/attachments/:attachmentId',
    access: [...ticketReaders, ...ticketStaff],
    request: () => ({ params: { ticketId: unknown, attachmentId: unknown } }),
  },
  { method: 'GET', path: '/tickets/upload-rules', access: signedIn },
  // Communications
  { method: 'GET', path: '/messages/my-list', access: ticketReaders },
  { method: 'GET', path: '/messages/list', access: messageStaff },
  { method: 'GET', path: '/messages/customers', access: messageStaff },
  { method: 'POST', path: '/messages', access: messageStaff },
  {
    method: 'GET',
    path: '/messages/:threadId',
    access: [...ticketReaders, ...messageStaff],
    request: thread,
  },
  {
    method: 'POST',
    path: '/messages/:threadId/read',
    access: [...ticketReaders, ...messageStaff],
    request: thread,
  },
  {
    method: 'POST',
    path: '/messages/:threadId/posts',
    access: [...ticketReaders, ...messageStaff],
    request: () => ({ params: { threadId: unknown }, body: { text: 'Prova della matrice' } }),
  },
  { method: 'POST', path: '/messages/attachments', access: [...ticketReaders, ...messageStaff] },
  {
    method: 'GET',
    path: '/messages/:threadId/attachments/:attachmentId',
    access: [...ticketReaders, ...messageStaff],
    request: () => ({ params: { threadId: unknown, attachmentId: unknown } }),
  },
];
