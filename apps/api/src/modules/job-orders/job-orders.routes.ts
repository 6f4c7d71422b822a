import type { FastifyInstance } from 'fastify';
import type { Database } from '@portale/db';
import { myJobOrdersContract } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import { createJobOrdersRepository } from './job-orders.repository.ts';
import { createJobOrdersService } from './job-orders.service.ts';

export function registerJobOrdersModule(app: FastifyInstance, options: { db: Database }) {
  const service = createJobOrdersService({ jobOrders: createJobOrdersRepository(options.db) });
  registerRoute(app, myJobOrdersContract, ({ request }) => service.listMyJobOrders(requireAuth(request)));
}
