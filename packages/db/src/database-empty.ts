import type { Database } from './client.ts';
import { customers } from './schema/index.ts';

/**
 * Whether the database has no customer yet: the server fills such a one with the demo data at start-up,
 * and loads the demo data's package only then.
 */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ code: customers.code }).from(customers).limit(1);
  return rows.length === 0;
}
