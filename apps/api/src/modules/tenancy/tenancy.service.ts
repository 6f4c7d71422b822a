import type { AccessRule } from '@portale/shared';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { assertSiteCode, assertSiteReader, assertSiteVisible, siteScopeOf } from './site-scope.ts';
import type { TenancyRepository } from './tenancy.repository.ts';

/** A site the caller may open: its code, its job order and its customer. */
export type VisibleSite = { siteCode: string; jobTaskId: string; customerCode: string };

export function createTenancyService(deps: { repository: TenancyRepository }) {
  return {
    /**
     * The site of a URL if the caller may open it: the code's form (400), the caller's sub-roles or
     * permissions (403), then whether it is within their reach (403 'Site not owned', or 404).
     */
    async findVisibleSite(auth: AuthContext, siteCode: string, readers: AccessRule): Promise<VisibleSite> {
      assertSiteCode(siteCode);
      assertSiteReader(auth, readers);
      const site = await deps.repository.findSiteOwnership(siteCode, auth.userId);
      assertSiteVisible(siteScopeOf(auth), site);
      const { jobTaskId, customerCode } = site as NonNullable<typeof site>;
      return { siteCode, jobTaskId, customerCode };
    },
  };
}

export type Tenancy = ReturnType<typeof createTenancyService>;
