import type { FastifyInstance } from 'fastify';
import { myAtiManagersContract } from '@portale/shared';
import { requireAuth } from '../../plugins/require-auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import type { AtiManagerService } from './ati-manager.service.ts';

export function registerAtiManagerRoutes(app: FastifyInstance, service: AtiManagerService) {
  registerRoute(app, myAtiManagersContract, ({ request }) => service.listMine(requireAuth(request)));
}
