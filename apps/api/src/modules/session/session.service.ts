import { hashPassword, verifyPassword } from '@portale/db';
import type { LoginResult, Profile } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { SessionRepository } from './session.repository.ts';
import { generateToken, hashToken } from './session-token.ts';

type SessionServiceDeps = {
  repository: SessionRepository;
  idleMinutes: number;
  absoluteHours: number;
  providerName: string;
  now?: () => Date;
};

/** Writing last-seen on every request would make each read a write; once a minute is enough. */
const touchIntervalMs = 60_000;

const tokenExpired = () => new AppError('UNAUTHORIZED', { headers: { 'Token-Expired': 'true' } });

export function createSessionService(deps: SessionServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const idleMs = deps.idleMinutes * 60_000;
  // Verifying against a real hash for unknown users keeps their response time like a known user's.
  const decoyHash = hashPassword(generateToken());

  return {
    async login(input: {
      username: string;
      password: string;
      ip: string;
      userAgent?: string;
    }): Promise<LoginResult> {
      const user = await repository.findUserForLogin(input.username);
      if (!user) {
        await verifyPassword(await decoyHash, input.password);
        throw new AppError('LOGIN_USER_NOT_FOUND');
      }
      if (!user.passwordHash) throw new AppError('LOGIN_NOT_PERMITTED');
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw new AppError('LOGIN_NOT_AUTHORIZED');
      if (!user.enabled || (user.kind === 'customer' && user.customerActive === false)) {
        throw new AppError('LOGIN_NOT_PERMITTED');
      }
      const token = generateToken();
      const expiresAt = new Date(now().getTime() + deps.absoluteHours * 3_600_000);
      await repository.insertSession({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt,
        ip: input.ip,
        ...(input.userAgent && { userAgent: input.userAgent.slice(0, 512) }),
      });
      return { token, expiresAt: expiresAt.toISOString() };
    },

    /** Resolves a bearer token to its caller; any token that is no longer good answers 401 Token-Expired. */
    async authenticate(token: string): Promise<AuthContext> {
      const tokenHash = hashToken(token);
      const row = await repository.findSessionWithUser(tokenHash);
      if (!row) throw tokenExpired();
      const current = now();
      if (row.expiresAt <= current || current.getTime() - row.lastSeenAt.getTime() > idleMs) {
        await repository.deleteSession(tokenHash);
        throw tokenExpired();
      }
      // A disabled user or customer loses access on the very next request.
      if (!row.enabled || (row.kind === 'customer' && row.customerActive === false)) throw tokenExpired();
      if (current.getTime() - row.lastSeenAt.getTime() > touchIntervalMs) {
        await repository.touchSession(tokenHash, current);
      }
      return {
        userId: row.userId,
        username: row.username,
        sessionTokenHash: tokenHash,
        kind: row.kind,
        customerCode: row.customerCode,
        atiGroupId: row.atiGroupId,
        customerSubRoles: row.customerSubRoles,
        backOfficePermissions: row.backOfficePermissions,
        limitedToSites: row.limitedToSites,
      };
    },

    async logout(auth: AuthContext): Promise<void> {
      await repository.deleteSession(auth.sessionTokenHash);
    },

    async getProfile(auth: AuthContext): Promise<Profile> {
      const user = await repository.findProfile(auth.userId);
      if (!user) throw tokenExpired();
      const isAti = user.atiGroupId !== null;
      return {
        id: user.id,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        roles: isAti ? [user.kind, 'ati'] : [user.kind],
        isAuthenticated: true,
        profile: {
          emailConfirmed: user.emailConfirmed,
          companyName: user.kind === 'staff' ? deps.providerName : (user.customerName ?? ''),
        },
        // The areas behind these counts (documents, billing, tickets, messages, notifications) are not
        // built yet; each one replaces its zero with a real count when it lands.
        newDocuments: 0,
        newBillingDocuments: 0,
        newTickets: 0,
        newCommunications: 0,
        hasNotifications: false,
        ati: { isAti, image: user.atiLogo, atiName: user.atiName },
        customerSubRoles: user.kind === 'customer' ? user.customerSubRoles : [],
        backOfficeSubRoles: user.kind === 'staff' ? user.backOfficePermissions : [],
      };
    },

    async purgeExpiredSessions(): Promise<void> {
      const current = now();
      await repository.deleteExpiredSessions(current, new Date(current.getTime() - idleMs));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
