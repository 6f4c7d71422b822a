import { openDatabase } from '@portale/db';
import { createMySitesRepository } from '../apps/api/src/modules/sites/my-sites.repository.ts';
const db = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/portale_seedcheck', dataDir: 'memory://', poolSize: 1 });
const repo = createMySitesRepository(db.db);
const scope = { kind: 'customer' as const, customerCode: 'CL0001', atiGroupId: null, limitedToUserId: null };
const f = { sortBy: 'name' as const, sortDirection: 'asc' as const };
for (const page of [1, 2, 3, 4, 9]) {
  try { const r = await repo.findMySitesPage(scope, f, '2026-11-21', { limit: 4, offset: (page - 1) * 4 }); console.log(page, r.length); }
  catch (e: any) { console.log(page, 'ERR', e.message, e.cause?.message); }
}
try { console.log(await repo.countMySites(scope, f, '2026-11-21')); } catch (e: any) { console.log('count ERR', e.message, e.cause?.message); }
await db.close();
