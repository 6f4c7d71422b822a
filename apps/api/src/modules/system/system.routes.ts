import type { FastifyInstance } from 'fastify';
import { pingDatabase, type DatabaseHandle } from '@portale/db';
import { healthContract, readyContract } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import { registerRoute } from '../../plugins/route.ts';
import { apiVersion } from '../../version.ts';

export function registerSystemRoutes(app: FastifyInstance, database: DatabaseHandle) {
  registerRoute(app, healthContract, async () => ({ status: 'ok' as const, version: apiVersion }));
  registerRoute(app, readyContract, async () => {
    if (!(await pingDatabase(database.db))) throw new AppError('SERVICE_UNAVAILABLE');
    return { status: 'ready' as const, database: database.driver };
  });
}
