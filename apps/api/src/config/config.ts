import { defaultConfiguredDurations, defaultTicketDueHours } from '@portale/shared';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const positiveInt = z.coerce.number().int().positive();

/** Every setting of the API, read from the environment once at start-up. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    /** Connections to the PostgreSQL server per instance; @portale/db's defaultPoolSize (8) says why. */
    DATABASE_POOL_SIZE: positiveInt.max(100).optional(),
    PUBLIC_URL: z.url().optional(),
    TILE_SERVER_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    ANALYTICS_ID: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Portale Clienti <noreply@portale-clienti.local>'),
    PROVIDER_NAME: z.string().min(1).default('Servizi Integrati Italia S.p.A.'),
    SESSION_IDLE_MINUTES: positiveInt.default(60),
    SESSION_ABSOLUTE_HOURS: positiveInt.default(12),
    UPLOAD_MAX_BYTES: positiveInt.default(10 * 1024 * 1024),
    /** How long a resolved session is kept in memory at most (0: never); see read-cache.ts. */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    /** How long a site list page or detail is served from memory at most (0: never); see read-cache.ts. */
    SITE_READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    UPLOAD_ALLOWED_EXTENSIONS: z
      .string()
      .default('pdf,jpg,jpeg,png,webp,heic,doc,docx,xls,xlsx,odt,ods,txt,csv,zip')
      .transform((value) =>
        value
          .split(',')
          .map((ext) => ext.trim().toLowerCase().replace(/^\./, ''))
          .filter(Boolean),
      ),
    LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
    /** Calls per minute one address may make to the equipment labels' public page and documents. */
    PUBLIC_PAGE_CALLS_PER_MINUTE: positiveInt.default(30),
    /** Calls per minute each user may make to a route that costs much (plugins/route.ts, expensiveRoute). */
    EXPENSIVE_ROUTE_CALLS_PER_MINUTE: positiveInt.default(20),
    // Identity and access (issue 3). The per-address limit above also applies to every public account
    // route: two-factor step, first access, reset, send reset, renew, impersonate, email preferences.
    PASSWORD_MAX_AGE_DAYS: positiveInt.default(180),
    LOGIN_LOCKOUT_THRESHOLD: positiveInt.default(10),
    LOGIN_LOCKOUT_WINDOW_MINUTES: positiveInt.default(15),
    LOGIN_LOCKOUT_MINUTES: positiveInt.default(defaultConfiguredDurations.loginLockoutMinutes),
    RESET_EMAILS_PER_HOUR: positiveInt.default(5),
    TWO_FACTOR_REQUIRED_FOR_STAFF: booleanFlag.default(false),
    CODE_TTL_FIRST_ACCESS_HOURS: positiveInt.default(defaultConfiguredDurations.activationLinkHours),
    CODE_TTL_RESET_MINUTES: positiveInt.default(60),
    CODE_TTL_RENEW_MINUTES: positiveInt.default(15),
    CODE_TTL_IMPERSONATION_MINUTES: positiveInt.default(defaultConfiguredDurations.impersonationLinkMinutes),
    IMPERSONATION_SESSION_MINUTES: positiveInt.default(60),
    CODE_TTL_EMAIL_PREFERENCES_DAYS: positiveInt.default(30),
    CODE_TTL_TWO_FACTOR_LOGIN_MINUTES: positiveInt.default(5),
    // Tickets (issue 6). An answered ticket closes by itself after TICKET_AUTO_CLOSE_DAYS; a closed one
    // may be reopened for TICKET_REOPEN_DAYS; the provider should answer within the urgency's hours.
    TICKET_AUTO_CLOSE_DAYS: positiveInt.default(7),
    TICKET_REOPEN_DAYS: positiveInt.default(30),
    TICKET_DUE_HOURS_VERY_HIGH: positiveInt.default(defaultTicketDueHours.VERY_HIGH),
    TICKET_DUE_HOURS_HIGH: positiveInt.default(defaultTicketDueHours.HIGH),
    TICKET_DUE_HOURS_MEDIUM: positiveInt.default(defaultTicketDueHours.MEDIUM),
    TICKET_DUE_HOURS_LOW: positiveInt.default(defaultTicketDueHours.LOW),
    TICKET_DUE_HOURS_VERY_LOW: positiveInt.default(defaultTicketDueHours.VERY_LOW),
    // Joint quality controls (issue 26): staff set their time at least this many hours ahead.
    QUALITY_JOINT_NOTICE_HOURS: z.coerce.number().int().min(0).max(720).default(24),
    SEED_DEMO_DATA: booleanFlag.default(true),
    TRUST_PROXY: booleanFlag.default(false),
    /**
     * On SIGTERM, how long the health check answers 503 before the server stops taking requests: behind a
     * load balancer, long enough for its checks to send the next requests elsewhere (deploy/haproxy.cfg
     * checks every 500 ms). 0 closes at once, as a single server may.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment, failing with one line per bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
