import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementCache, customers, inAmbientTransaction, type DatabaseHandle } from '@portale/db';
import { openTestDatabase } from './support/test-database.ts';

/**
 * The ambient transaction of the idempotent writes (packages/db/src/ambient-transaction.ts): what the
 * repositories do while it runs is one transaction, statements the cache prepared before included.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const nameOf = createStatementCache<{ name: string }[]>();
const readName = (code: string) =>
  nameOf('ambient-test customer name', { code }, (bind) =>
    database.db
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.code, bind('code', code))),
  );

describe('an ambient transaction', () => {
  it('lets a cached statement read what the transaction wrote, and keeps nothing when it fails', async () => {
    // Prepared before, outside any transaction: it would otherwise run beside the transaction, blind to
    // its writes (or, on the embedded database, wait for it for ever).
    expect(await readName('CLAMB1')).toEqual([]);

    const seen = await inAmbientTransaction(database.db, async () => {
      await database.db
        .insert(customers)
        .values({ code: 'CLAMB1', name: 'Cliente nella transazione', vatNumber: '00000000001' });
      return readName('CLAMB1');
    });
    expect(seen).toEqual([{ name: 'Cliente nella transazione' }]);

    await expect(
      inAmbientTransaction(database.db, async () => {
        await database.db
          .insert(customers)
          .values({ code: 'CLAMB2', name: 'Mai salvato', vatNumber: '00000000002' });
        throw new Error('the route failed');
      }),
    ).rejects.toThrow('the route failed');
    expect(await readName('CLAMB2')).toEqual([]);
    expect(await readName('CLAMB1')).toEqual([{ name: 'Cliente nella transazione' }]);
  });
});
