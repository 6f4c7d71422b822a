import { createHash } from 'node:crypto';
import { is, Placeholder, sql, type SQLWrapper } from 'drizzle-orm';
import { inAmbientTransactionNow } from './ambient-transaction.ts';

/**
 * How a value enters a statement: inline, as a parameter of this query only, or as a named placeholder
 * of a statement prepared once and executed again with new values (see createStatementCache).
 */
export type Bind = (name: string, value: unknown) => SQLWrapper;
export const inline: Bind = (_name, value) => sql`${value}`;

/**
 * Hot queries prepared once per shape and kept: building a query with Drizzle costs more than running
 * it. `shape` must name everything that changes the statement's text (which conditions, which sort);
 * `values` holds every other value, and `build` runs only for a new shape, entering each value through
 * `bind` as a placeholder (the first build checks both). Each prepared statement is also named on the
 * server, so that PostgreSQL parses it once and keeps its plan per connection. `shape` is global: begin
 * it with the repository's name.
 */
export function createStatementCache<R>() {
  type Statement = { execute: (values: Record<string, unknown>) => Promise<R> };
  const statements = new Map<string, Statement>();
  return async (
    shape: string,
    values: Record<string, unknown>,
    build: (bind: Bind) => { prepare: (name: string) => Statement; toSQL: () => { params: unknown[] } },
  ): Promise<R> => {
    // Inside an idempotent write's transaction, a statement prepared on the pool would run beside it,
    // blind to its writes: the query is built on the transaction and run once instead.
    if (inAmbientTransactionNow()) return (await (build(inline) as unknown as PromiseLike<R>)) as R;
    let statement = statements.get(shape);
    if (!statement) {
      const bound = new Set<string>();
      const query = build((name, value) => {
        if (!(name in values) || values[name] !== value)
          throw new Error(`${shape}: ${name} is not in the values`);
        bound.add(name);
        return sql.placeholder(name);
      });
      const inlined = query.toSQL().params.filter((param) => !is(param, Placeholder) && param !== true);
      const unused = Object.keys(values).filter((name) => !bound.has(name));
      if (inlined.length > 0 || unused.length > 0)
        throw new Error(`${shape}: values and placeholders differ`);
      statement = query.prepare(`stmt_${createHash('sha1').update(shape).digest('hex').slice(0, 20)}`);
      statements.set(shape, statement);
    }
    return statement.execute(values);
  };
}
