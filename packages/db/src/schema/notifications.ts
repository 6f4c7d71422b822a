import { boolean, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A notification for one user: stored first, then pushed live over the real-time hub. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The target screen's name, e.g. 'ticket-detail'; null when there is nothing to open. */
    state: varchar('state', { length: 64 }),
    stateParams: jsonb('state_params').$type<Record<string, string>>(),
    /** HTML built on the server from escaped values only. */
    template: text('template').notNull(),
    read: boolean('read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.read, t.createdAt)],
);
