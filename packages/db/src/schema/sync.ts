import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A system of the provider that sends data to the portal (its time-keeping system, its HR or ERP
 * system: docs/ARCHITECTURE.md, "Sync"). It signs its batches with a key of its own: 256 random bits
 * shown once, of which only the SHA-256 digest is kept (`key_hash`) and the first characters
 * (`key_prefix`) to tell keys apart on screen. Revoking the source refuses its key from then on.
 */
export const syncSources = pgTable('sync_sources', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
  keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
  keyIssuedAt: timestamp('key_issued_at', { withTimezone: true }).notNull().defaultNow(),
  createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/**
 * One batch a source sent: what it held and what it changed, or, refused whole, the rows at fault
 * (`errors`: at most the first hundred, `{ row, path, message }`).
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => syncSources.id, { onDelete: 'cascade' }),
    /** What the batch carried: 'stampings', 'employees'. */
    kind: varchar('kind', { length: 32 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    durationMs: integer('duration_ms').notNull(),
    rows: integer('rows').notNull(),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: boolean('refused').notNull().default(false),
    errors: jsonb('errors').$type<{ row: number; path: string; message: string }[]>(),
    /** The first error's words when the batch was refused for something else than its rows. */
    note: text('note'),
  },
  (t) => [index('sync_runs_source_idx').on(t.sourceId, t.receivedAt)],
);
