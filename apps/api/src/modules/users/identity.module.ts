import type { ReadCache } from '../../plugins/read-cache.ts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@portale/db';
import type { AppConfig } from '../../config/config.ts';
import { createMailer } from '../../plugins/mail.ts';
import { createOneTimeCodeRepository } from '../../plugins/one-time-codes.repository.ts';
import { createOneTimeCodes } from '../../plugins/one-time-codes.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { registerAuditRoutes } from '../audit/audit.routes.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createEmailPreferencesRepository } from '../email-preferences/email-preferences.repository.ts';
import { registerEmailPreferencesRoutes } from '../email-preferences/email-preferences.routes.ts';
import { createEmailPreferencesService } from '../email-preferences/email-preferences.service.ts';
import { createLoginService } from '../session/login.service.ts';
import { createSessionRepository } from '../session/session.repository.ts';
import { registerSessionRoutes } from '../session/session.routes.ts';
import { createSessionService } from '../session/session.service.ts';
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
import { createUserAdminService } from './user-admin.service.ts';
import { createUserPermissionsService } from './user-permissions.service.ts';

const minutes = (n: number) => n * 60_000;

/**
 * Identity and access, wired once: sessions and sign-in, account flows, two-factor, user
 * administration, impersonation, email preferences, audit, mail and one-time codes.
 */
export function createIdentity(options: {
  database: DatabaseHandle;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Where the session service keeps resolved sessions (app.ts keeps it fresh). */
  sessionCache: ReadCache;
}) {
  const { database, config, log } = options;
  const db = database.db;

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
      /** Ends expired sessions and forgets old one-time codes (server.ts calls it every 15 minutes). */
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
export function registerIdentityRoutes(api: FastifyInstance, identity: Identity, config: AppConfig) {
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
}
