import type { FastifyInstance } from 'fastify';
import { myVariationsContract } from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { VariationsService } from './variations.service.ts';

export function registerVariationsRoutes(app: FastifyInstance, service: VariationsService) {
  registerRoute(app, myVariationsContract, ({ request }) => service.listMine(requireAuth(request)));
}
