import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { areaCategories, cleaningFrequencies, rooms } from './rooms.ts';
import { variationRequests } from './variations.ts';

/**
 * The rooms of a room variation; for a modification, what each becomes (a null field stays as it is).
 */
export const variationRequestRooms = pgTable(
  'variation_request_rooms',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => variationRequests.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    /** Area in hundredths of a square metre. */
    newAreaCentiSqm: integer('new_area_centi_sqm'),
    newAreaCategoryId: integer('new_area_category_id').references(() => areaCategories.id),
    newFrequencyCode: varchar('new_frequency_code', { length: 16 }).references(
      () => cleaningFrequencies.code,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.variationId, t.roomId] }),
    index('variation_request_rooms_room_idx').on(t.roomId),
  ],
);
