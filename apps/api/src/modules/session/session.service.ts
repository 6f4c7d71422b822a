import { BackOfficePermission, type LoginResult, type Profile } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { CacheTag, ReadCache } from '../../plugins/read-cache.ts';
import type { ProfileCountsSource } from '../app-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { SessionRepository } from './session.repository.ts';
import { generateToken, hashToken } from './session-token.ts';

type SessionServiceDeps = {
  repository: SessionRepository;
  audit: AuditService;
  idleMinutes: number;
  absoluteHours: number;
  /** IMPERSONATION_SESSION_MINUTES: how long a session opened through an impersonation link lasts. */
  impersonationMinutes: number;
  providerName: string;
  /** TWO_FACTOR_REQUIRED_FOR_STAFF: staff without two-factor get no back-office permission until they enrol. */
  twoFactorRequiredForStaff: boolean;
  /**
   * Sessions resolved recently, by token hash (kept fresh by app.ts: cleared when a session ends or a
   * user or customer changes, on any instance).
   */
  cache: ReadCache;
  now?: () => Date;
};

/** What a resolved session is read from: the session, its user (and impersonator) and their customer. */
const sessionTags: readonly CacheTag[] = ['sessions', 'users', 'customers'];

/** Writing last-seen on every request would make each read a write; once a minute is enough. */
const touchIntervalMs = 60_000;

const tokenExpired = () => new AppError('UNAUTHORIZED', { headers: { 'Token-Expired': 'true' } });

type SessionRow = NonNullable<Awaited<ReturnType<SessionRepository['findSessionWithUser']>>>;

/**
 * Staff without two-factor keep no back-office permission while it is required; the impersonator
 * of a session is judged the same way.
 */
const mustEnrolTwoFactor = (required: boolean, kind: string | null, totpEnabledAt: Date | null) =>
  required && kind === 'staff' && totpEnabledAt === null;

/**
 * An impersonation session lasts only while the staff user who opened it may still open one: enabled,
 * staff, holding permission 1 (and enrolled in two-factor when that is required).
 */
function impersonatorStillAllowed(row: SessionRow, twoFactorRequiredForStaff: boolean): boolean {
  if (!row.impersonatorUserId) return true;
  return (
    row.impersonatorKind === 'staff' &&
    row.impersonatorEnabled === true &&
    (row.impersonatorPermissions ?? []).includes(BackOfficePermission.clientsUsers) &&
    !mustEnrolTwoFactor(twoFactorRequiredForStaff, row.impersonatorKind, row.impersonatorTotpEnabledAt)
  );
}

/** Sessions: creating them, resolving a bearer token on every request, ending them, the profile. */
export function createSessionService(deps: SessionServiceDeps) {
  const { repository, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const idleMs = deps.idleMinutes * 60_000;

  const sessionsEndedListeners: ((userId: string) => void)[] = [];
  const sessionClosedListeners: ((tokenHash: string) => void)[] = [];

  /** Ends the impersonation sessions a staff user opened, and tells who holds their connections. */
  async function endImpersonationsBy(staffUserId: string): Promise<void> {
    for (const tokenHash of await repository.deleteSessionsOpenedBy(staffUserId)) {
      deps.cache.forget(tokenHash);
      for (const listener of sessionClosedListeners) listener(tokenHash);
    }
  }

  const profileCountsSources: ProfileCountsSource[] = [];

  return {
    /** A new session for a user whose credentials (or impersonation link) were checked. */
    async startSession(input: {
      userId: string;
      ip: string;
      userAgent?: string;
      impersonatorUserId?: string;
    }): Promise<LoginResult> {
      const token = generateToken();
      const lifetimeMs = input.impersonatorUserId
        ? deps.impersonationMinutes * 60_000
        : deps.absoluteHours * 3_600_000;
      const expiresAt = new Date(now().getTime() + lifetimeMs);
      try {
        await repository.insertSession({
          tokenHash: hashToken(token),
          userId: input.userId,
          expiresAt,
          ip: input.ip,
          ...(input.userAgent && { userAgent: input.userAgent.slice(0, 512) }),
          ...(input.impersonatorUserId && { impersonatorUserId: input.impersonatorUserId }),
        });
      } catch (cause) {
        throw new AppError('LOGIN_TOKEN_GENERATION', {}, { cause });
      }
      return { token, expiresAt: expiresAt.toISOString() };
    },

    /** Resolves a bearer token to its caller; any token that is no longer good answers 401 Token-Expired. */
    async authenticate(token: string): Promise<AuthContext> {
      const tokenHash = hashToken(token);
      const row = await deps.cache.read(tokenHash, () => repository.findSessionWithUser(tokenHash), {
        tags: sessionTags,
        keep: (found) => found !== null,
      });
      if (!row) throw tokenExpired();
      const current = now();
      if (row.expiresAt <= current || current.getTime() - row.lastSeenAt.getTime() > idleMs) {
        deps.cache.forget(tokenHash);
        await repository.deleteSession(tokenHash);
        throw tokenExpired();
      }
      // A disabled user or customer loses access on the very next request (the change clears the cache).
      if (!row.enabled || (row.kind === 'customer' && row.customerActive === false)) throw tokenExpired();
      // So does an impersonation whose staff user was disabled or lost permission 1: it ends for good.
      if (!impersonatorStillAllowed(row, deps.twoFactorRequiredForStaff)) {
        deps.cache.forget(tokenHash);
        await repository.deleteSession(tokenHash);
        for (const listener of sessionClosedListeners) listener(tokenHash);
        throw tokenExpired();
      }
      if (current.getTime() - row.lastSeenAt.getTime() > touchIntervalMs) {
        // The kept row too, so that the idle check above sees this request.
        row.lastSeenAt = current;
        await repository.touchSession(tokenHash, current);
      }
      const twoFactorSetupRequired = mustEnrolTwoFactor(
        deps.twoFactorRequiredForStaff,
        row.kind,
        row.totpEnabledAt,
      );
      return {
        userId: row.userId,
        username: row.username,
        sessionTokenHash: tokenHash,
        kind: row.kind,
        customerCode: row.customerCode,
        atiGroupId: row.atiGroupId,
        customerSubRoles: row.customerSubRoles,
        // Read on every request, so a removed permission stops working at once.
        backOfficePermissions: twoFactorSetupRequired ? [] : row.backOfficePermissions,
        limitedToSites: row.limitedToSites,
        impersonatorUserId: row.impersonatorUserId,
        sessionExpiresAt: row.expiresAt,
        twoFactorSetupRequired,
      };
    },

    async logout(auth: AuthContext, ip: string): Promise<void> {
      await repository.deleteSession(auth.sessionTokenHash);
      await audit.recordOwn(auth, 'logout', ip);
    },

    /**
     * Signs a user out of every session, or of every session but the caller's, and ends the
     * impersonation sessions they opened as staff.
     */
    async endSessions(userId: string, options: { exceptTokenHash?: string } = {}): Promise<void> {
      await repository.deleteUserSessions(userId, options.exceptTokenHash);
      for (const listener of sessionsEndedListeners) listener(userId);
      await endImpersonationsBy(userId);
    },

    endImpersonationsBy,

    /** Runs after a user's sessions are ended (e.g. to close their live connections). */
    onSessionsEnded(listener: (userId: string) => void): void {
      sessionsEndedListeners.push(listener);
    },

    /** Runs after one session is ended by the server (e.g. to close its live connections). */
    onSessionClosed(listener: (tokenHash: string) => void): void {
      sessionClosedListeners.push(listener);
    },

    /** Adds counts to every profile (an area's badge); each source is asked in parallel. */
    addProfileCounts(source: ProfileCountsSource): void {
      profileCountsSources.push(source);
    },

    async getProfile(auth: AuthContext): Promise<Profile> {
      const [user, counts] = await Promise.all([
        repository.findProfile(auth.userId),
        Promise.all(profileCountsSources.map((source) => source(auth))),
      ]);
      if (!user) throw tokenExpired();
      const isAti = user.atiGroupId !== null;
      const impersonatedBy = auth.impersonatorUserId
        ? await repository.findFullName(auth.impersonatorUserId)
        : null;
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
        // Zero unless the area behind a count adds it (addProfileCounts).
        newDocuments: 0,
        newBillingDocuments: 0,
        newTickets: 0,
        newCommunications: 0,
        hasNotifications: false,
        ati: { isAti, image: user.atiLogo, atiName: user.atiName },
        customerSubRoles: user.kind === 'customer' ? user.customerSubRoles : [],
        backOfficeSubRoles: user.kind === 'staff' ? auth.backOfficePermissions : [],
        twoFactorEnabled: user.totpEnabledAt !== null,
        twoFactorSetupRequired: auth.twoFactorSetupRequired ?? false,
        impersonatedBy,
        impersonationEndsAt: auth.impersonatorUserId ? (auth.sessionExpiresAt?.toISOString() ?? null) : null,
        ...Object.assign({}, ...counts),
      };
    },

    async purgeExpiredSessions(): Promise<void> {
      const current = now();
      await repository.deleteExpiredSessions(current, new Date(current.getTime() - idleMs));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
