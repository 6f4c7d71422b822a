import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { roomState } from './rooms.ts';

/**
 * The rows of a room import while it runs: every row the spreadsheet holds, checked, keyed by the
 * import and the row's number in the sheet. The file is read as a stream and its rows land here in
 * batches, so the API holds one batch at a time whatever the file's size; the duplicates, the
 * comparison with the site's rooms and the changes are then single SQL statements over these rows.
 * An import deletes its rows when it ends (stagedAt lets a later import remove what a stopped process
 * left behind). A valid row has its typed values and no errors; a rejected row keeps its cells as text
 * and the reason for each wrong column.
 */
export const roomImportRows = pgTable(
  'room_import_rows',
  {
    importId: uuid('import_id').notNull(),
    /** The row's number as Excel shows it. */
    rowNumber: integer('row_number').notNull(),
    /** The trimmed identifier, whenever the row has one (valid or not), for the duplicates. */
    identifier: text('identifier'),
    name: text('name'),
    building: text('building'),
    floor: text('floor'),
    areaCentiSqm: integer('area_centi_sqm'),
    areaCategoryId: integer('area_category_id'),
    frequencyCode: varchar('frequency_code', { length: 16 }),
    state: roomState('state'),
    /** The row's own «In vigore dal»; null: the import's day. */
    effectiveFrom: date('effective_from'),
    /** The row's cells as text, in the template's order (for the rejected-rows spreadsheet). */
    cells: jsonb('cells').notNull(),
    /** Column header → Italian reason; null for a valid row. */
    errors: jsonb('errors'),
    stagedAt: timestamp('staged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber] }),
    index('room_import_rows_identifier_idx').on(t.importId, t.identifier),
  ],
);

/**
 * The shared strings of the file an import reads (xl/sharedStrings.xml: the texts its cells name by
 * position) while it runs. A file of rooms holds as many as it has rows (every identifier and name is
 * its own), so they are kept here rather than in the API's memory and looked up a batch of rows at a
 * time; removed with the import's rows.
 */
export const roomImportStrings = pgTable(
  'room_import_strings',
  {
    importId: uuid('import_id').notNull(),
    /** The string's position in the file, from 0, as the cells name it. */
    position: integer('position').notNull(),
    /** Its words (rich text as its runs' words joined). */
    text: text('text').notNull(),
    stagedAt: timestamp('staged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.position] })],
);
