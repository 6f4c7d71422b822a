import { openDatabase } from '@portale/db';
import { createMySitesRepository } from '../apps/api/src/modules/sites/my-sites.repository.ts';
const url = 'postgres://postgres@127.0.0.1:5432/portale_seedcheck';
const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 1 });
const repo = createMySitesRepository(db.db);
const scopeA = { kind: 'customer' as const, customerCode: 'CL0001', atiGroupId: null, limitedToUserId: null };
const filter = { query: 'padiglione', status: 'active' as const, sortBy: 'lastService' as const, sortDirection: 'desc' as const };
// Unprepared: strip the name by monkeypatching pool.query
const pool = db.pool!;
const orig = pool.query.bind(pool);
let strip = false;
(pool as any).query = (q: any, ...rest: any[]) => orig(strip && typeof q === 'object' ? { ...q, name: undefined } : q, ...rest);
const run = async (n: number) => { const t = performance.now(); for (let i = 0; i < n; i++) await repo.findMySitesPage(scopeA, filter, '2026-11-21', { limit: 20, offset: 0 }); return (performance.now() - t) / n; };
await run(20);
for (let round = 0; round < 4; round++) {
  strip = false; const a = await run(100);
  strip = true; const b = await run(100);
  console.log(`prepared ${a.toFixed(2)} ms   unprepared ${b.toFixed(2)} ms`);
}
await db.close();
