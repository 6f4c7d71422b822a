import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, verifyPassword } from '@portale/db';
import { isValidNewPassword, type ChangePasswordRequest } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { OneTimeCodes } from '../../plugins/one-time-codes.ts';
import type { AuditService } from '../audit/index.ts';
import type { SessionService } from '../session/index.ts';
import type { AccountRepository } from './account.repository.ts';
import type { AccountEmails } from './account-emails.ts';

/**
 * The password rules of SPEC.md sections 5 and 8 for change and renew, cheapest first: 400 the rule,
 * 422 confirmation differs, 406 same as the old one, 403 the old one is wrong.
 */
async function checkPasswordChange(body: ChangePasswordRequest, currentHash: string | null) {
  if (!isValidNewPassword(body.newPassword)) throw new AppError('PASSWORD_NEW_INVALID');
  if (body.newPassword !== body.confirmPassword) throw new AppError('PASSWORD_CONFIRM_MISMATCH');
  if (body.newPassword === body.oldPassword) throw new AppError('PASSWORD_EQUALS_OLD');
  if (!currentHash || !(await verifyPassword(currentHash, body.oldPassword))) {
    throw new AppError('PASSWORD_WRONG_OLD');
  }
}

/** Change, renew (expired password), reset request and reset. */
export function createPasswordService(deps: {
  repository: AccountRepository;
  sessions: SessionService;
  codes: OneTimeCodes;
  emails: AccountEmails;
  audit: AuditService;
  resetEmailsPerHour: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { repository, sessions, codes, emails, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** A new password signs out other sessions and voids the links that would set another one. */
  async function replacePassword(userId: string, password: string, keepTokenHash?: string) {
    await repository.setPassword(userId, await hashPassword(password), now());
    await sessions.endSessions(userId, keepTokenHash ? { exceptTokenHash: keepTokenHash } : {});
    await codes.revoke(userId, ['reset_password', 'renew_password', 'two_factor_login']);
  }

  async function sendOrFail(send: () => Promise<void>, userId: string) {
    try {
      await send();
    } catch (err) {
      deps.log.error({ err, userId }, 'account email not sent');
      throw new AppError('MAIL_FAILED');
    }
  }

  return {
    async changePassword(auth: AuthContext, body: ChangePasswordRequest, ip: string): Promise<void> {
      const account = await repository.findById(auth.userId);
      if (!account) throw new AppError('UNAUTHORIZED');
      await checkPasswordChange(body, account.passwordHash);
      await replacePassword(account.id, body.newPassword, auth.sessionTokenHash);
      await audit.recordOwn(auth, 'password_changed', ip);
    },

    async renewPassword(code: string, body: ChangePasswordRequest, ip: string): Promise<void> {
      const pending = await codes.inspect('renew_password', code);
      if (pending?.state !== 'valid') throw new AppError('RENEW_CODE_INVALID');
      const account = await repository.findById(pending.userId);
      if (!account) throw new AppError('RENEW_CODE_INVALID');
      await checkPasswordChange(body, account.passwordHash);
      if (!(await codes.consume('renew_password', code))) throw new AppError('RENEW_CODE_INVALID');
      await replacePassword(account.id, body.newPassword);
      await audit.record({
        event: 'password_renewed',
        actorUserId: account.id,
        subjectUserId: account.id,
        username: account.username,
        ip,
      });
    },

    /**
     * Emails a reset link, or a new activation link to a user who never set a password. Unknown and
     * disabled users answer 404 (SPEC.md); past RESET_EMAILS_PER_HOUR for one account, 429.
     */
    async sendResetPassword(username: string, ip: string): Promise<void> {
      const account = await repository.findByUsername(username);
      const canSignIn =
        account?.enabled && !(account.kind === 'customer' && account.customerActive === false);
      if (!account || !canSignIn) throw new AppError('SEND_RESET_USER_NOT_FOUND');
      const hourAgo = new Date(now().getTime() - 3_600_000);
      const recent = await audit.countEvents(account.id, ['password_reset_requested'], hourAgo);
      if (recent >= deps.resetEmailsPerHour) throw new AppError('TOO_MANY_REQUESTS');
      const firstAccessPending = account.passwordHash === null;
      await audit.record({
        event: 'password_reset_requested',
        subjectUserId: account.id,
        username: account.username,
        ip,
        details: { emailed: firstAccessPending ? 'activation' : 'reset' },
      });
      if (firstAccessPending) {
        const { code } = await codes.issue('first_access', account.id);
        await sendOrFail(() => emails.sendActivation(account, emails.activationLink(code)), account.id);
      } else {
        const { code } = await codes.issue('reset_password', account.id);
        await sendOrFail(() => emails.sendReset(account, emails.resetLink(code)), account.id);
      }
    },

    /** Sets a new password from a reset link; signs out every session and lifts a lockout. */
    async resetPassword(code: string, password: string, ip: string): Promise<void> {
      const pending = await codes.inspect('reset_password', code);
      if (pending?.state !== 'valid') throw new AppError('RESET_CODE_INVALID');
      if (!isValidNewPassword(password)) throw new AppError('RESET_PASSWORD_INVALID');
      if (!(await codes.consume('reset_password', code))) throw new AppError('RESET_CODE_INVALID');
      const account = await repository.findById(pending.userId);
      if (!account) throw new AppError('RESET_CODE_INVALID');
      await replacePassword(account.id, password);
      await audit.record({
        event: 'password_reset',
        actorUserId: account.id,
        subjectUserId: account.id,
        username: account.username,
        ip,
      });
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
