import { openDatabase } from '@portale/db';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/config.ts';
const url = 'postgres://postgres@127.0.0.1:5432/portale_seedcheck';
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url, WEB_DIST_DIR: 'x', DATA_DIR: '/tmp/smoke/data', LOGIN_RATE_LIMIT_PER_MINUTE: '10000' });
const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
const queries: string[] = [];
const pool = database.pool!;
const orig = pool.query.bind(pool);
(pool as any).query = (...args: any[]) => { const q = args[0]; queries.push((typeof q === 'string' ? q : q.text).slice(0, 110)); return orig(...args); };
const { app } = await buildApp({ config, database, logger: false });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'alessia.rizzi2', password: 'Portale2026!' } });
const token = login.json().token;
for (const u of ['/api/user/me', '/api/site/my-list?status=active&sortBy=name&page=2&query=a', '/api/site/UB008001/details']) {
  queries.length = 0;
  const t = performance.now();
  const r = await app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${token}` } });
  const t2 = performance.now();
  for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url: u, headers: { authorization: `Bearer ${token}` } });
  const t3 = performance.now();
  console.log(u, r.statusCode, (t2 - t).toFixed(1), 'ms first;', ((t3 - t2) / 50).toFixed(2), 'ms avg;', queries.length / 51, 'queries/request');
  console.log('   ' + [...new Set(queries)].join('\n   '));
}
await app.close(); await database.close();
