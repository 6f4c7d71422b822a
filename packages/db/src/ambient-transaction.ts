import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client.ts';

/**
 * One transaction around work that calls many repositories, without passing it to each (the idempotent
 * writes: apps/api/src/plugins/idempotency.ts). While `work` runs, every query made through a database
 * that `withAmbientTransactions` wrapped goes into the transaction, and a `transaction()` of its own
 * becomes a savepoint inside it. Elsewhere the wrapped database is the database itself.
 */
const ambient = new AsyncLocalStorage<Database>();

export function inAmbientTransaction<T>(db: Database, work: () => Promise<T>): Promise<T> {
  return db.transaction((tx) => ambient.run(tx, work));
}

/** Whether this code runs inside inAmbientTransaction (statements prepared elsewhere would not take part). */
export const inAmbientTransactionNow = (): boolean => ambient.getStore() !== undefined;

export function withAmbientTransactions<D extends Database>(base: D): D {
  return new Proxy(base, {
    get(target, property) {
      const source = ambient.getStore() ?? target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}
