import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { schema, type Database } from '@portale/db';

/** Every table of the schema, so that tables added later are reset and counted too. */
const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Empties every table of the schema and restarts their sequences. */
export async function truncateAllTables(db: Database): Promise<void> {
  const names = tables.map((table) => `"${getTableName(table)}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
}

export async function countRowsPerTable(db: Database): Promise<{ table: string; rows: number }[]> {
  const counts = await Promise.all(
    tables.map(async (table) => {
      const [row] = await db.select({ rows: count() }).from(table);
      return { table: getTableName(table), rows: row?.rows ?? 0 };
    }),
  );
  return counts.sort((a, b) => a.table.localeCompare(b.table));
}
