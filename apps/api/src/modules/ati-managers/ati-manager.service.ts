import type { AtiManager } from '@portale/shared';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { AtiManagerRepository } from './ati-manager.repository.ts';

/**
 * The group managers page: only the caller's own ATI is read. Users outside any ATI (other customer
 * users, staff) get an empty list rather than 403: the route is login-only in SPEC.md section 6, the
 * menu hides it from them, and an empty answer tells nothing about other groups.
 */
export function createAtiManagerService(deps: { repository: AtiManagerRepository }) {
  const { repository } = deps;
  return {
    async listMine(auth: AuthContext): Promise<AtiManager[]> {
      if (auth.kind !== 'customer' || auth.atiGroupId === null || auth.customerCode === null) return [];
      const viewer = {
        userId: auth.userId,
        atiGroupId: auth.atiGroupId,
        customerCode: auth.customerCode,
        limitedToSites: auth.limitedToSites,
      };
      const [managers, managerSites] = await Promise.all([
        repository.findManagers(auth.atiGroupId),
        repository.findManagerSites(viewer),
      ]);
      const sitesByManager = new Map<number, AtiManager['sites']>();
      for (const { managerId, siteCode, siteName, city } of managerSites) {
        const list = sitesByManager.get(managerId) ?? [];
        list.push({ siteCode, siteName, city });
        sitesByManager.set(managerId, list);
      }
      return managers.map((manager) => ({ ...manager, sites: sitesByManager.get(manager.managerId) ?? [] }));
    },
  };
}

export type AtiManagerService = ReturnType<typeof createAtiManagerService>;
