import { sitesAccess, ticketsAccess, usersAccess } from '@portale/shared';
import { customersOf, staffOf, type MatrixEntry } from './matrix.ts';

/**
 * The dashboard's summaries: each under the rule of the area whose data it counts (the ticket list's,
 * the queue's, the publishing page's, the user administration's). Reads only: allowed callers get 200.
 */
export const matrix: MatrixEntry[] = [
  { method: 'GET', path: '/dashboard/tickets-by-site', access: customersOf(ticketsAccess.rules.read) },
  { method: 'GET', path: '/dashboard/site-status', access: customersOf(sitesAccess.rules.list) },
  { method: 'GET', path: '/dashboard/tickets-due', access: staffOf(ticketsAccess.rules.read) },
  { method: 'GET', path: '/dashboard/publishing-warnings', access: staffOf(sitesAccess.rules.publishing) },
  {
    method: 'GET',
    path: '/dashboard/users-awaiting-activation',
    access: staffOf(usersAccess.rules.administration),
  },
];
