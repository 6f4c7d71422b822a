import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  inet,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { atiGroups, customers, sites } from './organisation.ts';

export const userKind = pgEnum('user_kind', ['customer', 'staff']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 64 }).notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    kind: userKind('kind').notNull(),
    /** The customer a customer user works for; null for staff. */
    customerCode: varchar('customer_code', { length: 16 }).references(() => customers.code),
    /** Set for group users: they see the job orders this ATI holds for their customer. */
    atiGroupId: integer('ati_group_id').references(() => atiGroups.id),
    /** Null until the user completes first access. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    systemEmailsConsent: boolean('system_emails_consent').notNull().default(false),
    promotionalNewsEmailsConsent: boolean('promotional_news_emails_consent').notNull().default(false),
    /** Customer sub-roles 0-16 of SPEC.md section 3 (customer users only). */
    customerSubRoles: integer('customer_sub_roles')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Back-office permissions 0-18 of SPEC.md section 3 (staff only). */
    backOfficePermissions: integer('back_office_permissions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** When true the user sees only the sites listed in user_sites; otherwise every site of the customer. */
    limitedToSites: boolean('limited_to_sites').notNull().default(false),
    /** Until when sign-in is refused after too many failures. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Base32 TOTP secret; two-factor is on when totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted, so that one code never signs in twice (RFC 6238, 5.2). */
    totpLastUsedStep: bigint('totp_last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(sql`lower(${t.username})`),
    index('users_customer_idx').on(t.customerCode),
  ],
);

export const userSites = pgTable(
  'user_sites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteCode: varchar('site_code', { length: 16 })
      .notNull()
      .references(() => sites.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteCode] }), index('user_sites_site_idx').on(t.siteCode)],
);

/** A signed-in session. The bearer token is never stored: only its SHA-256 digest. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    /** Set when a staff user signed in as this user through an impersonation link. */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
