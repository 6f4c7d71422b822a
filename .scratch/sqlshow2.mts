import { openDatabase } from '@portale/db';
import { createMySitesRepository } from '../apps/api/src/modules/sites/my-sites.repository.ts';
import { createSiteDetailRepository } from '../apps/api/src/modules/sites/site-detail.repository.ts';
import pg from 'pg';
const url = 'postgres://postgres@127.0.0.1:5432/portale_seedcheck';
const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
const logged: { text: string; values: unknown[] }[] = [];
const origQuery = db.pool!.query.bind(db.pool!);
(db.pool as any).query = (...args: any[]) => { const q = args[0]; logged.push({ text: q.text ?? q, values: args[1] ?? q.values }); return origQuery(...args); };
const repo = createMySitesRepository(db.db);
const scope = { kind: 'customer' as const, customerCode: 'CL0026', atiGroupId: null, limitedToUserId: null };
const rows = await repo.findMySitesPage(scope, { query: 'a', status: 'active', sortBy: 'name', sortDirection: 'asc' }, '2026-11-21', { limit: 20, offset: 20 });
console.log(rows.length, rows[0]);
const details = createSiteDetailRepository(db.db);
const site = await details.findSite('UB008001', '00000000-0000-4000-8000-000000000000', { withOperations: true });
console.log(JSON.stringify(site?.operations).slice(0, 300));
const client = new pg.Client({ connectionString: url }); await client.connect();
for (const q of logged) {
  const r = await client.query('explain (analyze, verbose, costs off) ' + q.text, q.values as any[]);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).filter((l: string) => /SubPlan|Limit|Sort|Scan|Execution|WindowAgg|InitPlan/.test(l)).join('\n'));
}
await client.end(); await db.close();
