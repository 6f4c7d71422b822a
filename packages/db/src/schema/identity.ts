import {
  bigserial,
  index,
  inet,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const oneTimeCodePurpose = pgEnum('one_time_code_purpose', [
  'first_access',
  'reset_password',
  'renew_password',
  'impersonation',
  'email_preferences',
  'two_factor_login',
]);

/**
 * Codes sent in links or returned to a client for one step (first access, reset, renew, impersonation,
 * email preferences, the second login step). Only the SHA-256 digest is kept; a newer code of the same
 * purpose for the same user voids the older ones.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    codeHash: varchar('code_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeCodePurpose('purpose').notNull(),
    /** The staff user who created an impersonation link. */
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Hashed single-use recovery codes for two-factor authentication. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: varchar('code_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Who did what to whom, when and from where: sign-ins, failures, lockouts, password changes,
 * permission and status changes, impersonation. Never a password, token or code.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    event: varchar('event', { length: 48 }).notNull(),
    /** Who acted (null for an anonymous attempt). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whom it concerned, e.g. the impersonated user or the edited account. */
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The username as typed, for failures of unknown users. */
    username: varchar('username', { length: 64 }),
    ip: inet('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_occurred_idx').on(t.occurredAt),
    index('audit_log_subject_event_idx').on(t.subjectUserId, t.event, t.occurredAt),
    index('audit_log_actor_idx').on(t.actorUserId),
  ],
);
