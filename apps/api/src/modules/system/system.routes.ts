import type { FastifyInstance } from 'fastify';
import { pingDatabase, type DatabaseHandle } from '@portale/db';
import { healthContract, readyContract } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import { registerRoute } from '../../plugins/route.ts';
import { apiVersion } from '../../version.ts';

export function registerSystemRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  lifecycle: { readonly draining: boolean },
) {
  registerRoute(app, healthContract, async () => {
    // Closing soon: the load balancer's check sees it and sends the next requests elsewhere.
    if (lifecycle.draining) throw new AppError('SERVICE_UNAVAILABLE', { headers: { 'Retry-After': '1' } });
    return { status: 'ok' as const, version: apiVersion };
  });
  registerRoute(app, readyContract, async () => {
    if (!(await pingDatabase(database.db))) throw new AppError('SERVICE_UNAVAILABLE');
    return { status: 'ready' as const, database: database.driver };
  });
}
