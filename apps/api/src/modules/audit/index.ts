/**
 * The audit log: who did what to whom. Public file of the area; identity builds the service (every
 * account flow records into it) and registers its routes.
 */
export { createAuditRepository } from './audit.repository.ts';
export { registerAuditRoutes } from './audit.routes.ts';
export { createAuditService, type AuditRecord, type AuditService } from './audit.service.ts';
export { auditImpersonatedRequests } from './impersonated-requests.ts';
