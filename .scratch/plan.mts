import pg from 'pg';
import { openDatabase } from '@portale/db';
import { createMySitesRepository } from '../apps/api/src/modules/sites/my-sites.repository.ts';
const url = 'postgres://postgres@127.0.0.1:5432/portale_seedcheck';
const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 1 });
const logged: { text: string; values: unknown[] }[] = [];
const origQuery = db.pool!.query.bind(db.pool!);
(db.pool as any).query = (...args: any[]) => { const q = args[0]; logged.push({ text: q.text ?? q, values: args[1] ?? q.values }); return origQuery(...args); };
const repo = createMySitesRepository(db.db);
const scopeA = { kind: 'customer' as const, customerCode: 'CL0001', atiGroupId: null, limitedToUserId: null };
await repo.findMySitesPage(scopeA, { query: 'padiglione', status: 'active', sortBy: 'lastService', sortDirection: 'desc' }, '2026-11-21', { limit: 20, offset: 0 });
const client = new pg.Client({ connectionString: url }); await client.connect();
for (let i = 0; i < 5; i++) {
  const r = await client.query('explain (analyze, summary) ' + logged[0]!.text, logged[0]!.values as any[]);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).filter((l: string) => /Planning|Execution/.test(l)).join(' / '));
}
await client.end(); await db.close();
