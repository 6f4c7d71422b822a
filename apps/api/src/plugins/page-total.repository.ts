import { sql } from 'drizzle-orm';

/**
 * The matching rows' count on every row of a page (`count(*) over ()`): a list reads its page and its
 * total in one statement, the filter evaluated once instead of again by a count of its own; the page's
 * costly columns (subqueries) are still read for its rows alone. `withPageTotal` (page-total.ts) takes
 * it off the rows.
 */
export const matchingCount = () => sql<number>`count(*) over ()`.mapWith(Number);

/** The count a `{ total: count() }` select answers, as a number: `withPageTotal`'s `countAlone`. */
export async function totalOf(counted: PromiseLike<unknown[]>): Promise<number> {
  const [row] = (await counted) as ({ total: number | string } | undefined)[];
  return Number(row?.total ?? 0);
}
