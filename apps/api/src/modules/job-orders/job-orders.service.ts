import type { MyJobOrder } from '@portale/shared';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf } from '../tenancy/index.ts';
import type { JobOrdersRepository } from './job-orders.repository.ts';

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** What a customer sees of their job orders: those holding a site they see. */
export function createJobOrdersService(deps: { jobOrders: JobOrdersRepository }) {
  return {
    async listMyJobOrders(auth: AuthContext): Promise<MyJobOrder[]> {
      const rows = await deps.jobOrders.findJobOrdersWithVisibleSites(siteScopeOf(auth));
      return rows.map((row) => {
        const extensionDays = Math.max(0, daysBetween(row.originalDateTo, row.dateTo));
        return { ...row, isExtended: extensionDays > 0, extensionDays };
      });
    },
  };
}

export type JobOrdersService = ReturnType<typeof createJobOrdersService>;
