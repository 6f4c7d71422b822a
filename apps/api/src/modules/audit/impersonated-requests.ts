import type { FastifyInstance } from 'fastify';
import type { AuditService } from './audit.service.ts';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Lists in the audit log every successful request other than a read made in an impersonated session,
 * with the staff user as actor and the customer as subject: one hook for every route, so an area added
 * later is covered without code of its own. The entry is written before the answer leaves, so a client
 * that has its answer finds it in the log; a failure to write it is logged, never turned into an error
 * for a change already made.
 */
export function auditImpersonatedRequests(app: FastifyInstance, audit: AuditService) {
  app.addHook('onSend', async (request, reply) => {
    const auth = request.auth;
    if (!auth?.impersonatorUserId || readMethods.has(request.method) || reply.statusCode >= 400) return;
    // Only routes with a policy other than public resolve `auth`, and none of them carries a code in
    // its path; the query string is left out all the same.
    const path = request.url.split('?')[0] ?? '';
    try {
      await audit.record({
        event: 'impersonated_request',
        actorUserId: auth.impersonatorUserId,
        subjectUserId: auth.userId,
        username: auth.username,
        ip: request.ip,
        details: { method: request.method, route: request.routeOptions.url ?? path, path },
      });
    } catch (err) {
      request.log.error({ err, path }, 'impersonated request not audited');
    }
  });
}
