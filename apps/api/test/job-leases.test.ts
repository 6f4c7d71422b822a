import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@portale/db';
import { createJobLeaseRepository } from '../src/plugins/job-leases.repository.ts';
import { openTestDatabase } from './support/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('background jobs on several instances', () => {
  it('lets one of many instances asking at once run a job, and none again within its interval', async () => {
    const leases = createJobLeaseRepository(database.db);
    const instances = ['host-a:1', 'host-a:2', 'host-b:1', 'host-b:2', 'host-c:1'];
    const claims = await Promise.all(instances.map((name) => leases.claim('tickets: close', 60_000, name)));
    expect(claims.filter(Boolean)).toHaveLength(1);

    const winner = instances[claims.indexOf(true)] ?? '';
    await leases.release('tickets: close', winner);
    // Released, but the interval has not passed: nobody runs it again, the winner neither.
    expect(await leases.claim('tickets: close', 60_000, 'host-b:1')).toBe(false);
    expect(await leases.claim('tickets: close', 60_000, winner)).toBe(false);
  });

  it('runs a due job again once its run is over, and not while it still runs', async () => {
    const leases = createJobLeaseRepository(database.db);
    // An interval of nothing: due again at once, as a job is when its interval has passed.
    expect(await leases.claim('quality: reports', 0, 'host-a:1')).toBe(true);
    expect(await leases.claim('quality: reports', 0, 'host-b:1')).toBe(false);
    // Only the instance that holds it lets go of it.
    await leases.release('quality: reports', 'host-b:1');
    expect(await leases.claim('quality: reports', 0, 'host-b:1')).toBe(false);
    await leases.release('quality: reports', 'host-a:1');
    expect(await leases.claim('quality: reports', 0, 'host-b:1')).toBe(true);
  });

  it('keeps jobs apart: one job’s turn does not stop another’s', async () => {
    const leases = createJobLeaseRepository(database.db);
    expect(await leases.claim('documents: expiry', 60_000, 'host-a:1')).toBe(true);
    expect(await leases.claim('news: notices', 60_000, 'host-a:1')).toBe(true);
  });
});
