import { BackOfficePermission, CustomerSubRole } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf, type SiteScope } from '../tenancy/index.ts';

/**
 * Which communications a caller may read: staff with back-office permission 7 (communications) every
 * one; a customer user with sub-role 6 or 14 those of their customer addressed to the whole customer,
 * or to a job order or site within their reach (ATI and limited sites as in site-scope.ts).
 */
export type MessageScope =
  | { kind: 'staff'; userId: string }
  | { kind: 'customer'; userId: string; sites: Extract<SiteScope, { kind: 'customer' }> };

export function findMessageScope(auth: AuthContext): MessageScope | null {
  if (auth.kind === 'staff') {
    return auth.backOfficePermissions.includes(BackOfficePermission.communications)
      ? { kind: 'staff', userId: auth.userId }
      : null;
  }
  const readers = [CustomerSubRole.communications, CustomerSubRole.communicationsAllTickets] as number[];
  if (!readers.some((subRole) => auth.customerSubRoles.includes(subRole))) return null;
  const sites = siteScopeOf(auth);
  return sites.kind === 'customer' ? { kind: 'customer', userId: auth.userId, sites } : null;
}

/** The caller's scope; 403 for a caller who may not read communications (routes open to both sides). */
export function messageScopeOf(auth: AuthContext): MessageScope {
  const scope = findMessageScope(auth);
  if (!scope) throw new AppError('FORBIDDEN');
  return scope;
}
