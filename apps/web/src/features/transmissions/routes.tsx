import { messagesRules, ticketsRules } from '@portale/shared';
import { createRoute, redirect } from '@tanstack/react-router';
import { shellRoute } from '../../lib/route-parents.ts';
import { profileAllows } from '../../lib/profile-access.ts';
import { requireAccess } from '../../lib/route-access.ts';
import { ticketSearchSchema } from './tickets/ticket-search.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { newTicketSearchSchema } from './tickets/new-ticket-search.ts';

/**
 * Transmissions (SPEC.md section 2): tickets and communications, for customer users by sub-role and
 * for staff by back-office permission (ticketsRules, messagesRules). The same pages serve both
 * sides: /transmissions/tickets is the customer's list or the provider's queue.
 */
const transmissionsRoute = createRoute({ getParentRoute: () => shellRoute, path: '/transmissions' });

/** The parent opens tickets, or communications for staff who handle only those. */
const transmissionsIndexRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: '/',
  beforeLoad: ({ context: { profile } }) => {
    const onlyMessages = profile.roles.includes('staff') && !profileAllows(profile, ticketsRules.read);
    throw redirect({
      to: onlyMessages ? '/transmissions/messages' : '/transmissions/tickets',
      replace: true,
    });
  },
});

const ticketsRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: 'tickets',
  staticData: { title: 'Segnalazioni' },
  validateSearch: ticketSearchSchema,
  beforeLoad: requireAccess(ticketsRules.read),
  component: lazyPage(() => import('./tickets/tickets-page.tsx'), 'TicketsPage'),
});

const newTicketRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: 'tickets/new',
  staticData: { title: 'Nuova segnalazione' },
  validateSearch: newTicketSearchSchema,
  beforeLoad: requireAccess(ticketsRules.open),
  component: lazyPage(() => import('./tickets/new-ticket-page.tsx'), 'NewTicketPage'),
});

const ticketDetailRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: 'tickets/detail/$ticketId',
  staticData: { title: 'Segnalazione' },
  beforeLoad: requireAccess(ticketsRules.read),
  component: lazyPage(() => import('./tickets/ticket-detail-page.tsx'), 'TicketDetailPage'),
});

const messagesRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: 'messages',
  staticData: { title: 'Comunicazioni' },
  beforeLoad: requireAccess(messagesRules.read),
  component: lazyPage(() => import('./messages/messages-page.tsx'), 'MessagesPage'),
});

const messageThreadRoute = createRoute({
  getParentRoute: () => transmissionsRoute,
  path: 'messages/$id',
  staticData: { title: 'Comunicazione' },
  beforeLoad: requireAccess(messagesRules.read),
  component: lazyPage(() => import('./messages/message-thread-page.tsx'), 'MessageThreadPage'),
});

export const transmissionsRoutes = [
  transmissionsRoute.addChildren([
    transmissionsIndexRoute,
    ticketsRoute,
    newTicketRoute,
    ticketDetailRoute,
    messagesRoute,
    messageThreadRoute,
  ]),
] as const;
