import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '@portale/db';
import type { AppConfig } from '../../config/config.ts';
import { createMailer } from '../../plugins/mail.ts';
import { createOneTimeCodeRepository } from '../../plugins/one-time-codes.repository.ts';
import { createOneTimeCodes } from '../../plugins/one-time-codes.ts';
import type { ReadCache } from '../../plugins/read-cache.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { AppModule, SharedDeps } from '../app-module.ts';
import {
  auditImpersonatedRequests,
  createAuditRepository,
  createAuditService,
  registerAuditRoutes,
} from '../audit/index.ts';
import {
  createEmailPreferencesRepository,
  createEmailPreferencesService,
  registerEmailPreferencesRoutes,
} from '../email-preferences/index.ts';
import {
  createLoginService,
  createSessionRepository,
  createSessionService,
  registerSessionRoutes,
} from '../session/index.ts';
import { createAccountEmails } from './account-emails.ts';
import { createAccountRepository } from './account.repository.ts';
import { registerAccountRoutes } from './account.routes.ts';
import { createFirstAccessService } from './first-access.service.ts';
import { createImpersonationService } from './impersonation.service.ts';
import { createPasswordService } from './password.service.ts';
import { registerTwoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService } from './two-factor.service.ts';
import { createUserAdminRepository } from './user-admin.repository.ts';
import { registerUserAdminRoutes } from './user-admin.routes.ts';
import { createUserActivationRepository } from './user-activation.repository.ts';
import { registerUserActivationRoutes } from './user-activation.routes.ts';
import { createUserAdminService } from './user-admin.service.ts';
import { createUserPermissionsService } from './user-permissions.service.ts';

const minutes = (n: number) => n * 60_000;

/**
 * Identity and access, wired once: sessions and sign-in, account flows, two-factor, user
 * administration, impersonation, email preferences, audit, mail and one-time codes.
 */
function createIdentity(options: {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Where the session service keeps resolved sessions (app.ts keeps it fresh). */
  sessionCache: ReadCache;
}) {
  const { db, config, log } = options;

  const audit = createAuditService({ repository: createAuditRepository(db) });
  const codes = createOneTimeCodes({
    repository: createOneTimeCodeRepository(db),
    lifetimes: {
      first_access: minutes(config.CODE_TTL_FIRST_ACCESS_HOURS * 60),
      reset_password: minutes(config.CODE_TTL_RESET_MINUTES),
      renew_password: minutes(config.CODE_TTL_RENEW_MINUTES),
      impersonation: minutes(config.CODE_TTL_IMPERSONATION_MINUTES),
      email_preferences: minutes(config.CODE_TTL_EMAIL_PREFERENCES_DAYS * 1440),
      two_factor_login: minutes(config.CODE_TTL_TWO_FACTOR_LOGIN_MINUTES),
    },
  });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log,
  });
  const emails = createAccountEmails({
    mailer,
    publicUrl: config.PUBLIC_URL,
    providerName: config.PROVIDER_NAME,
    lifetimes: {
      firstAccessMs: minutes(config.CODE_TTL_FIRST_ACCESS_HOURS * 60),
      resetMs: minutes(config.CODE_TTL_RESET_MINUTES),
    },
  });

  const sessionRepository = createSessionRepository(db);
  const sessionService = createSessionService({
    repository: sessionRepository,
    audit,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    impersonationMinutes: config.IMPERSONATION_SESSION_MINUTES,
    providerName: config.PROVIDER_NAME,
    twoFactorRequiredForStaff: config.TWO_FACTOR_REQUIRED_FOR_STAFF,
    cache: options.sessionCache,
  });
  const accounts = createAccountRepository(db);
  const twoFactor = createTwoFactorService({
    repository: accounts,
    audit,
    requiredForStaff: config.TWO_FACTOR_REQUIRED_FOR_STAFF,
  });
  const login = createLoginService({
    repository: sessionRepository,
    sessions: sessionService,
    audit,
    codes,
    emails,
    verifySecondFactor: twoFactor.verifySecondFactor,
    policy: {
      passwordMaxAgeDays: config.PASSWORD_MAX_AGE_DAYS,
      lockoutThreshold: config.LOGIN_LOCKOUT_THRESHOLD,
      lockoutWindowMinutes: config.LOGIN_LOCKOUT_WINDOW_MINUTES,
      lockoutMinutes: config.LOGIN_LOCKOUT_MINUTES,
    },
    log,
  });
  const userAdminRepository = createUserAdminRepository(db);
  const services = {
    audit,
    codes,
    mailer,
    login,
    twoFactor,
    /** The session service, with sign-in, as background jobs and tests use it. */
    sessions: {
      ...sessionService,
      login: login.login,
      /** Ends expired sessions and forgets old one-time codes (a job of the module, every 15 minutes). */
      purgeExpiredSessions: async () => {
        await sessionService.purgeExpiredSessions();
        await codes.purgeExpired();
      },
    },
    firstAccess: createFirstAccessService({ repository: accounts, codes, audit }),
    passwords: createPasswordService({
      repository: accounts,
      sessions: sessionService,
      codes,
      emails,
      audit,
      resetEmailsPerHour: config.RESET_EMAILS_PER_HOUR,
      log,
    }),
    userAdmin: createUserAdminService({
      repository: userAdminRepository,
      sessions: sessionService,
      codes,
      emails,
      audit,
      providerName: config.PROVIDER_NAME,
      log,
    }),
    userPermissions: createUserPermissionsService({
      repository: userAdminRepository,
      audit,
      sessions: sessionService,
    }),
    impersonation: createImpersonationService({
      repository: userAdminRepository,
      sessions: sessionService,
      codes,
      emails,
      audit,
    }),
    userActivation: createUserActivationRepository(db),
    emailPreferences: createEmailPreferencesService({
      repository: createEmailPreferencesRepository(db),
      codes,
      audit,
    }),
  };
  return services;
}

export type Identity = ReturnType<typeof createIdentity>;

/** Every route of identity and access, under the /api prefix. */
function registerIdentityRoutes(api: FastifyInstance, identity: Identity, config: AppConfig) {
  const rateLimitPerMinute = config.LOGIN_RATE_LIMIT_PER_MINUTE;
  registerSessionRoutes(api, identity.sessions, identity.login, {
    loginRateLimitPerMinute: rateLimitPerMinute,
  });
  registerAccountRoutes(
    api,
    { firstAccess: identity.firstAccess, passwords: identity.passwords },
    { rateLimitPerMinute },
  );
  registerTwoFactorRoutes(api, identity.twoFactor, { rateLimitPerMinute });
  registerUserAdminRoutes(
    api,
    {
      admin: identity.userAdmin,
      permissions: identity.userPermissions,
      impersonation: identity.impersonation,
    },
    { rateLimitPerMinute },
  );
  registerEmailPreferencesRoutes(api, identity.emailPreferences, { rateLimitPerMinute });
  registerAuditRoutes(api, identity.audit);
  registerUserActivationRoutes(api, {
    repository: identity.userActivation,
    providerName: config.PROVIDER_NAME,
  });
}

const sessionPurgeIntervalMs = 15 * 60_000;

/**
 * Identity and access, the area every other builds on: sessions and sign-in, account flows, two-factor,
 * user administration, impersonation, email preferences and the audit log (folders session, audit,
 * email-preferences and this one). Ended sessions lose their live connections through the hub.
 */
export function createIdentityModule(
  deps: SharedDeps & { hub: Pick<Hub, 'disconnectUser' | 'disconnectSession'> },
): AppModule & {
  identity: Identity;
} {
  const identity = createIdentity({
    db: deps.db,
    config: deps.config,
    log: deps.log,
    sessionCache: deps.caches.sessions,
  });
  // Disabled or deleted users and changed or reset passwords close the user's live connections at once
  // (a kept session's socket reconnects by itself); so do impersonation sessions ended by the server.
  identity.sessions.onSessionsEnded((userId) => deps.hub.disconnectUser(userId));
  identity.sessions.onSessionClosed((tokenHash) => deps.hub.disconnectSession(tokenHash));
  return {
    name: 'identity',
    identity,
    hooks(app) {
      // What staff do while impersonating is theirs: every such change is in the audit log.
      auditImpersonatedRequests(app, identity.audit);
      app.addHook('onClose', async () => identity.mailer.close());
    },
    routes: (api) => registerIdentityRoutes(api, identity, deps.config),
    jobs: [
      {
        name: 'purge expired sessions',
        intervalMs: sessionPurgeIntervalMs,
        run: () => identity.sessions.purgeExpiredSessions(),
      },
    ],
  };
}
