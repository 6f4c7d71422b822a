import type { FastifyBaseLogger } from 'fastify';
import { verifyPassword, hashPassword } from '@portale/db';
import type { LoginResult } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { OneTimeCodes } from '../../plugins/one-time-codes.ts';
import type { AuditService } from '../audit/index.ts';
import type { SessionRepository } from './session.repository.ts';
import type { SessionService } from './session.service.ts';
import { generateToken } from './session-token.ts';

type LoginUser = NonNullable<Awaited<ReturnType<SessionRepository['findUserForLogin']>>>;
type Client = { ip: string; userAgent?: string };

export type LoginPolicy = {
  passwordMaxAgeDays: number;
  lockoutThreshold: number;
  lockoutWindowMinutes: number;
  lockoutMinutes: number;
};

type LoginServiceDeps = {
  repository: SessionRepository;
  sessions: SessionService;
  audit: AuditService;
  codes: OneTimeCodes;
  /** The lockout email (users' account emails). */
  emails: {
    sendLockout: (
      user: { email: string; firstName: string; lastName: string; username: string },
      details: { failures: number; lockedUntil: Date },
    ) => Promise<void>;
  };
  /** Checks a TOTP or recovery code of the user (two-factor service); what matched, or null. */
  verifySecondFactor: (userId: string, code: string) => Promise<'totp' | 'recovery' | null>;
  policy: LoginPolicy;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/**
 * Signing in: password, lockout, expiry, the second factor. The order of the checks is the contract of
 * POST /user/login: 404 unknown user, 409 locked, 403 no password yet, 401 wrong password (counted
 * towards the lockout), 403 disabled or inactive customer, 419 password expired, 202 second factor.
 */
export function createLoginService(deps: LoginServiceDeps) {
  const { repository, audit, codes, policy } = deps;
  const now = deps.now ?? (() => new Date());
  // Verifying against a real hash for unknown users keeps their response time like a known user's.
  const decoyHash = hashPassword(generateToken());

  /** Records a refused sign-in and gives the error to throw. */
  const refuse = async (
    user: LoginUser,
    client: Client,
    reason: string,
    code: AppError['code'],
    body?: AppError['details']['body'],
  ) => {
    await audit.record({
      event: 'login_refused',
      subjectUserId: user.id,
      username: user.username,
      ip: client.ip,
      details: { reason },
    });
    return new AppError(code, body ? { body } : {});
  };

  /**
   * Counts a failed password or second-factor code; the failure that reaches the threshold within the
   * window locks the account, emails the user and answers 409. Failures before the last sign-in or the
   * end of the last lockout do not count.
   */
  async function registerFailure(
    user: LoginUser,
    client: Client,
    event: 'login_failed' | 'two_factor_failed',
  ) {
    await audit.record({ event, subjectUserId: user.id, username: user.username, ip: client.ip });
    const current = now();
    const since = Math.max(
      current.getTime() - policy.lockoutWindowMinutes * 60_000,
      user.lastLoginAt?.getTime() ?? 0,
      user.lockedUntil?.getTime() ?? 0,
    );
    const failures = await audit.countEvents(user.id, ['login_failed', 'two_factor_failed'], new Date(since));
    if (failures < policy.lockoutThreshold) return;
    const lockedUntil = new Date(current.getTime() + policy.lockoutMinutes * 60_000);
    await repository.lockUser(user.id, lockedUntil);
    await codes.revoke(user.id, ['two_factor_login']);
    await audit.record({
      event: 'login_locked_out',
      subjectUserId: user.id,
      username: user.username,
      ip: client.ip,
      details: { failures, lockedUntil: lockedUntil.toISOString() },
    });
    // Not awaited: a slow or absent mail server must not hold the answer back.
    deps.emails
      .sendLockout(user, { failures, lockedUntil })
      .catch((err: unknown) => deps.log.warn({ err, userId: user.id }, 'lockout email not sent'));
    throw new AppError('LOGIN_LOCKOUT');
  }

  const isLocked = (user: LoginUser) => user.lockedUntil !== null && user.lockedUntil > now();

  const isPasswordExpired = (user: LoginUser) =>
    user.passwordChangedAt === null ||
    now().getTime() - user.passwordChangedAt.getTime() > policy.passwordMaxAgeDays * 86_400_000;

  const cannotSignIn = (user: LoginUser) =>
    !user.enabled || (user.kind === 'customer' && user.customerActive === false);

  async function signIn(user: LoginUser, client: Client, details: Record<string, unknown>) {
    const result = await deps.sessions.startSession({ userId: user.id, ...client });
    await audit.record({
      event: 'login_succeeded',
      actorUserId: user.id,
      subjectUserId: user.id,
      username: user.username,
      ip: client.ip,
      details,
    });
    return result;
  }

  return {
    async login(input: { username: string; password: string } & Client): Promise<LoginResult> {
      const client: Client = { ip: input.ip, ...(input.userAgent && { userAgent: input.userAgent }) };
      const user = await repository.findUserForLogin(input.username);
      if (!user) {
        await verifyPassword(await decoyHash, input.password);
        await audit.record({
          event: 'login_failed',
          username: input.username,
          ip: input.ip,
          details: { reason: 'unknown_user' },
        });
        throw new AppError('LOGIN_USER_NOT_FOUND');
      }
      if (isLocked(user)) throw await refuse(user, client, 'locked', 'LOGIN_LOCKOUT');
      if (!user.passwordHash) throw await refuse(user, client, 'first_access_pending', 'LOGIN_NOT_PERMITTED');
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        await registerFailure(user, client, 'login_failed');
        throw new AppError('LOGIN_NOT_AUTHORIZED');
      }
      if (cannotSignIn(user)) throw await refuse(user, client, 'disabled', 'LOGIN_NOT_PERMITTED');
      if (isPasswordExpired(user)) {
        const { code } = await codes.issue('renew_password', user.id);
        throw await refuse(user, client, 'password_expired', 'LOGIN_PASSWORD_EXPIRED', {
          securityCode: code,
        });
      }
      if (user.totpEnabledAt) {
        const { code } = await codes.issue('two_factor_login', user.id);
        throw new AppError('LOGIN_TWO_FACTOR_NEEDED', { body: { twoFactorCode: code } });
      }
      return signIn(user, client, { secondFactor: null });
    },

    /** The second step after a 202: the twoFactorCode of the first step and a TOTP or recovery code. */
    async completeTwoFactorLogin(
      input: { twoFactorCode: string; code: string } & Client,
    ): Promise<LoginResult> {
      const client: Client = { ip: input.ip, ...(input.userAgent && { userAgent: input.userAgent }) };
      const pending = await codes.inspect('two_factor_login', input.twoFactorCode);
      if (pending?.state !== 'valid') throw new AppError('TWO_FACTOR_LOGIN_EXPIRED');
      const user = await repository.findUserForLoginById(pending.userId);
      if (!user || !user.totpEnabledAt) throw new AppError('TWO_FACTOR_LOGIN_EXPIRED');
      if (isLocked(user)) throw await refuse(user, client, 'locked', 'LOGIN_LOCKOUT');
      if (cannotSignIn(user)) throw await refuse(user, client, 'disabled', 'LOGIN_NOT_PERMITTED');
      const factor = await deps.verifySecondFactor(user.id, input.code);
      if (!factor) {
        await registerFailure(user, client, 'two_factor_failed');
        throw new AppError('LOGIN_NOT_AUTHORIZED');
      }
      if (!(await codes.consume('two_factor_login', input.twoFactorCode))) {
        throw new AppError('TWO_FACTOR_LOGIN_EXPIRED');
      }
      return signIn(user, client, { secondFactor: factor });
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
