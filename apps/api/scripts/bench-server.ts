/**
 * The server half of `npm run bench`, run in a process of its own so that the load generator does not
 * share its event loop: the real app (buildApp) on the benchmark database, logger off, its caches on or
 * off, listening on a free port, plus a bare public route that returns a fixed JSON as large as a page of /site/my-list.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@portale/db';
import { publicAccess } from '@portale/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';

export const barePath = '/api/bench/bare';

export async function startBenchServer(
  databaseUrl: string,
  sampleUser: { username: string; password: string },
  caches: 'on' | 'off' = 'on',
) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'portale-bench-')),
    WEB_DIST_DIR: 'does-not-exist',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    SEED_DEMO_DATA: 'false',
    ...(caches === 'off' && { SESSION_CACHE_SECONDS: '0', SITE_READ_CACHE_SECONDS: '0' }),
  });
  const database = await openDatabase({ databaseUrl, dataDir: config.DATA_DIR });
  const { app } = await buildApp({ config, database, logger: false });
  let bare: unknown = {};
  app.get(barePath, { schema: { hide: true }, config: { access: publicAccess } }, async () => bare);
  await app.listen({ host: '127.0.0.1', port: 0 });

  // The bare route answers a copy of a real page of the list, so both send the same bytes.
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: sampleUser });
  const { token } = login.json<{ token: string }>();
  const page = await app.inject({
    method: 'GET',
    url: '/api/site/my-list?pageSize=20',
    headers: { authorization: `Bearer ${token}` },
  });
  bare = page.json();
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    bareBytes: page.body.length,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

// Run as a child process: start, report the address, stop on disconnect.
if (process.argv[2] === '--serve' && process.send) {
  const [databaseUrl = '', username = '', password = '', caches = 'on'] = process.argv.slice(3);
  startBenchServer(databaseUrl, { username, password }, caches === 'off' ? 'off' : 'on').then(
    (server) => {
      process.send?.({ url: server.url, bareBytes: server.bareBytes });
      // The parent asks for the CPU time used so far, to count it per request.
      process.on('message', (message) => {
        if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
      });
      process.on('disconnect', () => {
        void server.close().finally(() => process.exit(0));
      });
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
