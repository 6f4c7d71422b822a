import { BackOfficePermission, type LoginResult } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { OneTimeCodes } from '../../plugins/one-time-codes.ts';
import type { AuditService } from '../audit/index.ts';
import type { SessionService } from '../session/index.ts';
import type { AccountEmails } from './account-emails.ts';
import type { UserAdminRepository } from './user-admin.repository.ts';
import { isUuid } from '../../plugins/ids.ts';

/**
 * Impersonation: a staff user with permission 1 makes a single-use link (2 minutes) that opens a session
 * of a customer user, marked with the staff user, so they see what the customer sees without knowing
 * the password. Staff cannot be impersonated.
 */
export function createImpersonationService(deps: {
  repository: UserAdminRepository;
  sessions: SessionService;
  codes: OneTimeCodes;
  emails: AccountEmails;
  audit: AuditService;
}) {
  const { repository, codes, audit } = deps;

  const mayImpersonate = (staff: { kind: string; enabled: boolean; backOfficePermissions: number[] }) =>
    staff.kind === 'staff' &&
    staff.enabled &&
    staff.backOfficePermissions.includes(BackOfficePermission.clientsUsers);

  /** A customer user who can be signed in as: enabled, of an active customer. */
  const canBeImpersonated = (target: { kind: string; enabled: boolean; customerActive: boolean | null }) =>
    target.kind === 'customer' && target.enabled && target.customerActive !== false;

  const findTarget = async (userId: string) => (isUuid(userId) ? repository.findUser(userId) : null);

  return {
    async createLink(auth: AuthContext, userId: string, ip: string): Promise<{ url: string }> {
      if (auth.impersonatorUserId || !mayImpersonate({ ...auth, enabled: true })) {
        throw new AppError('IMPERSONATION_FORBIDDEN');
      }
      const target = await findTarget(userId);
      if (!target || !canBeImpersonated(target)) throw new AppError('IMPERSONATION_CANNOT_CREATE');
      const { code, expiresAt } = await codes.issue('impersonation', target.id, {
        createdByUserId: auth.userId,
      });
      await audit.record({
        event: 'impersonation_created',
        actorUserId: auth.userId,
        subjectUserId: target.id,
        username: target.username,
        ip,
        details: { expiresAt: expiresAt.toISOString() },
      });
      return { url: deps.emails.impersonationLink(code) };
    },

    /** Opens the session; the link's maker and the target are checked again, as either may have changed. */
    async impersonate(secret: string, client: { ip: string; userAgent?: string }): Promise<LoginResult> {
      const used = await codes.consume('impersonation', secret);
      if (!used?.createdByUserId) throw new AppError('IMPERSONATION_SECRET_INVALID');
      const [staff, target] = await Promise.all([findTarget(used.createdByUserId), findTarget(used.userId)]);
      if (!staff || !mayImpersonate(staff)) throw new AppError('IMPERSONATION_SECRET_INVALID');
      if (!target || !canBeImpersonated(target)) throw new AppError('IMPERSONATION_SECRET_INVALID');
      const result = await deps.sessions.startSession({
        userId: target.id,
        ...client,
        impersonatorUserId: staff.id,
      });
      await audit.record({
        event: 'impersonation_started',
        actorUserId: staff.id,
        subjectUserId: target.id,
        username: target.username,
        ip: client.ip,
      });
      return result;
    },
  };
}

export type ImpersonationService = ReturnType<typeof createImpersonationService>;
