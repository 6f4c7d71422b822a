import { allows, isSiteCode, type AccessRule } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';

/**
 * Which sites a caller may see: the tenant isolation of every site read, list, count, export, picker
 * and download. A customer user sees the published sites of their customer; a group (ATI) user only
 * those of job orders their ATI holds; a user limited to some sites only those (user_sites). Staff see
 * every site, in the back-office calls and the shared detail calls.
 */
export type SiteScope =
  | { kind: 'staff' }
  | {
      kind: 'customer';
      customerCode: string;
      atiGroupId: number | null;
      /** Set for a user limited to the sites of user_sites. */
      limitedToUserId: string | null;
    };

export function siteScopeOf(auth: AuthContext): SiteScope {
  if (auth.kind === 'staff') return { kind: 'staff' };
  if (!auth.customerCode) throw new AppError('FORBIDDEN');
  return {
    kind: 'customer',
    customerCode: auth.customerCode,
    atiGroupId: auth.atiGroupId,
    limitedToUserId: auth.limitedToSites ? auth.userId : null,
  };
}

/** What decides whether a caller may see one site. */
export type SiteOwnership = {
  customerCode: string;
  customerActive: boolean;
  published: boolean;
  atiGroupId: number | null;
  /** The site is in the caller's user_sites. */
  assignedToUser: boolean;
};

/**
 * The verdict on one site: 404 when unknown; for a customer user 403 'Site not owned' when it is another
 * customer's, another group's or not one of the user's sites, 404 when not published yet, and 204 when
 * the customer is not active.
 */
export function assertSiteVisible(
  scope: SiteScope,
  ownership: SiteOwnership | null,
): asserts ownership is SiteOwnership {
  if (!ownership) throw new AppError('SITE_NOT_FOUND');
  if (scope.kind === 'staff') return;
  if (ownership.customerCode !== scope.customerCode) throw new AppError('SITE_NOT_OWNED');
  if (!ownership.customerActive) throw new AppError('SITE_CUSTOMER_NOT_ACTIVE');
  if (scope.atiGroupId !== null && ownership.atiGroupId !== scope.atiGroupId)
    throw new AppError('SITE_NOT_OWNED');
  if (scope.limitedToUserId !== null && !ownership.assignedToUser) throw new AppError('SITE_NOT_OWNED');
  if (!ownership.published) throw new AppError('SITE_NOT_FOUND');
}

/** A site code from the URL: 400 'Invalid siteCode' unless it is UB and six digits. */
export function assertSiteCode(siteCode: string, path = 'params.siteCode'): string {
  if (!isSiteCode(siteCode)) {
    throw new AppError('SITE_INVALID_CODE', {
      fields: [{ path, message: 'Il codice ubicazione è UB seguito da sei cifre' }],
    });
  }
  return siteCode;
}

/** 403 unless the caller holds one of the sub-roles (a customer) or permissions (staff). */
export function assertSiteReader(auth: AuthContext, readers: AccessRule): void {
  if (!allows(readers, auth)) throw new AppError('FORBIDDEN');
}
