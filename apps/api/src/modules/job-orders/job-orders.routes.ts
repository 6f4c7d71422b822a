import type { FastifyInstance } from 'fastify';
import { myJobOrdersContract } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { JobOrdersService } from './job-orders.service.ts';

export function registerJobOrdersRoutes(app: FastifyInstance, service: JobOrdersService) {
  registerRoute(app, myJobOrdersContract, ({ request }) => service.listMyJobOrders(requireAuth(request)));
}
