import { BackOfficePermission, CustomerSubRole } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf, type SiteScope } from '../tenancy/index.ts';

/**
 * Which tickets a caller may see and act on: the tenant isolation of every ticket read, list, count
 * and download. Staff with back-office permission 5 (tickets) see every ticket. A customer user sees
 * the tickets on the sites within their reach (customer, ATI, limited sites; site-scope.ts): every
 * ticket of the customer with sub-role 14 (communications all tickets), only their own with sub-role 6
 * (communications).
 */
export type TicketScope =
  | { kind: 'staff'; userId: string }
  | {
      kind: 'customer';
      userId: string;
      sites: Extract<SiteScope, { kind: 'customer' }>;
      /** Set for a user who sees only the tickets they opened. */
      authorUserId: string | null;
    };

/** The caller's scope, or null when they may not see tickets at all. */
export function findTicketScope(auth: AuthContext): TicketScope | null {
  if (auth.kind === 'staff') {
    return auth.backOfficePermissions.includes(BackOfficePermission.tickets)
      ? { kind: 'staff', userId: auth.userId }
      : null;
  }
  const seesAll = auth.customerSubRoles.includes(CustomerSubRole.communicationsAllTickets);
  if (!seesAll && !auth.customerSubRoles.includes(CustomerSubRole.communications)) return null;
  const sites = siteScopeOf(auth);
  if (sites.kind !== 'customer') return null;
  return { kind: 'customer', userId: auth.userId, sites, authorUserId: seesAll ? null : auth.userId };
}

/** The caller's scope; 403 for a caller who may not see tickets (routes open to both sides). */
export function ticketScopeOf(auth: AuthContext): TicketScope {
  const scope = findTicketScope(auth);
  if (!scope) throw new AppError('FORBIDDEN');
  return scope;
}

/** The side the caller acts for in the state machine. */
export const actorOf = (scope: TicketScope) => (scope.kind === 'staff' ? 'staff' : 'customer');
