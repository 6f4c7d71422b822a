import type { FastifyInstance } from 'fastify';
import { auditListContract } from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import type { AuditService } from './audit.service.ts';

export function registerAuditRoutes(app: FastifyInstance, audit: AuditService) {
  registerRoute(app, auditListContract, ({ query }) => audit.list(query));
}
