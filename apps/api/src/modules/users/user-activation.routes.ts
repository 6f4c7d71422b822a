import type { FastifyInstance } from 'fastify';
import { awaitingActivationSummaryContract, type AwaitingActivationSummary } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import type { UserActivationRepository } from './user-activation.repository.ts';

/** The dashboard's users awaiting activation (staff with permission 1, clients users). */
export function registerUserActivationRoutes(
  app: FastifyInstance,
  deps: { repository: UserActivationRepository; providerName: string },
) {
  registerRoute(app, awaitingActivationSummaryContract, async (): Promise<AwaitingActivationSummary> => {
    const { rows, totals } = await deps.repository.countByCompany();
    return {
      companies: rows.map((row) => ({
        customerCode: row.customerCode,
        companyName: row.customerCode === null ? deps.providerName : (row.customerName ?? row.customerCode),
        users: row.users,
      })),
      totals,
    };
  });
}
