import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per background job (docs/ARCHITECTURE.md, "Several instances"): the instance that moves
 * `nextRunAt` past now is the one that runs it, so a job runs once per interval across all instances.
 * `heldUntil` keeps the others off while the run lasts; an instance that dies mid-run lets go when it
 * passes.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  heldUntil: timestamp('held_until', { withTimezone: true }),
  /** Which instance ran it last (host and process), for whoever reads the table. */
  ranBy: text('ran_by'),
});

/**
 * The answer to a write sent with an `Idempotency-Key` header, kept a day so that a retry of the same
 * write (after a timeout, a 503, a lost connection) gets the first answer instead of doing it twice. The
 * key is the caller's own, so it is scoped by who calls and by the route. `status` is null while the
 * first request is still running.
 */
export const idempotentReplies = pgTable(
  'idempotent_replies',
  {
    caller: text('caller').notNull(),
    route: text('route').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.route, t.key] }),
    index('idempotent_replies_created_idx').on(t.createdAt),
  ],
);
