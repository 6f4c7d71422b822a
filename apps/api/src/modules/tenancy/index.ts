import type { AppModule, SharedDeps } from '../app-module.ts';
import { createTenancyRepository } from './tenancy.repository.ts';
import { createTenancyService, type Tenancy } from './tenancy.service.ts';

export {
  assertSiteCode,
  assertSiteReader,
  assertSiteVisible,
  siteScopeOf,
  type SiteOwnership,
  type SiteScope,
} from './site-scope.ts';
export {
  joinJobOrder,
  siteOwnershipColumns,
  siteScopeBinding,
  visibleSitesCondition,
} from './site-scope.repository.ts';
export type { Tenancy, VisibleSite } from './tenancy.service.ts';
export { findSiteReaders, type SiteReader } from './site-readers.repository.ts';

/**
 * Tenancy: which sites a caller may see, the isolation between customers that every area's reads and
 * writes go through. Areas receive the service (findVisibleSite) and, in their repositories, the SQL
 * condition of a caller's reach (visibleSitesCondition); none of them judges visibility on its own.
 */
export function createTenancyModule(deps: Pick<SharedDeps, 'db'>): AppModule & { tenancy: Tenancy } {
  return {
    name: 'tenancy',
    tenancy: createTenancyService({ repository: createTenancyRepository(deps.db) }),
  };
}
