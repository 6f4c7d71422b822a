/**
 * The server half of `npm run bench`, run in a process of its own so that the load generator does not
 * share its event loop: the real app (buildApp) on the benchmark database, logger off, its caches on or
 * off, listening on a free port. Its web folder is a temporary one (`staticDir`) where the bench puts
 * static files as large as the answers it compares them with; `page.json` is a page of /site/my-list.
 */
import { fork } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@portale/db';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import type { LoadTarget } from './bench-load.ts';

export const pagePath = '/page.json';

export async function startBenchServer(
  databaseUrl: string,
  sampleUser: { username: string; password: string },
  caches: 'on' | 'off' = 'on',
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portale-bench-'));
  const staticDir = path.join(dataDir, 'web');
  await mkdir(staticDir);
  // The web app is served only from a folder with an index page.
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: staticDir,
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    SEED_DEMO_DATA: 'false',
    // To compare pool sizes: DATABASE_POOL_SIZE=20 npm run bench.
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    ...(caches === 'off' && { SESSION_CACHE_SECONDS: '0', SITE_READ_CACHE_SECONDS: '0' }),
  });
  const database = await openDatabase({
    databaseUrl,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const built = await buildApp({ config, database, logger: false });
  const { app } = built;
  await app.listen({ host: '127.0.0.1', port: 0 });

  // The static page is a copy of a real page of the list, so both send the same bytes.
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: sampleUser });
  const { token } = login.json<{ token: string }>();
  const page = await app.inject({
    method: 'GET',
    url: '/api/site/my-list?pageSize=20',
    headers: { authorization: `Bearer ${token}` },
  });
  await writeFile(path.join(staticDir, pagePath), page.body);
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    pageBytes: page.body.length,
    staticDir,
    /** How often the caches answered from memory so far. */
    cacheStats: () => ({
      siteReads: built.caches.siteReads.stats(),
      sessions: built.caches.sessions.stats(),
    }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type CacheStats = ReturnType<Awaited<ReturnType<typeof startBenchServer>>['cacheStats']>;

/** The server in a child process, signed in with `sampleUser` for its static page. */
export function forkBenchServer(
  databaseUrl: string,
  sampleUser: { username: string; password: string },
  caches: 'on' | 'off',
) {
  const script = fileURLToPath(import.meta.url);
  // BENCH_PROFILE_DIR=<folder>: the server writes a CPU profile there when it stops (open it in Chrome's
  // DevTools, Performance), to see where its time per request goes.
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const child = fork(script, ['--serve', databaseUrl, sampleUser.username, sampleUser.password, caches], {
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
  });
  /** Sends `question` and resolves with the `key` of the first answer that has one. */
  const ask = <T>(question: string, key: string) =>
    new Promise<T>((resolve) => {
      const listener = (message: Record<string, unknown>) => {
        if (!(key in message)) return;
        child.off('message', listener);
        resolve(message[key] as T);
      };
      child.on('message', listener);
      child.send(question);
    });
  const cpuMs = async () => {
    const cpu = await ask<NodeJS.CpuUsage>('cpu', 'cpu');
    return (cpu.user + cpu.system) / 1000;
  };
  type Started = { url: string; pageBytes: number; staticDir: string };
  return new Promise<LoadTarget & Started & { cacheStats: () => Promise<CacheStats>; stop: () => void }>(
    (resolve, reject) => {
      child.once('message', (message: Started) =>
        resolve({
          ...message,
          cpuMs,
          cacheStats: () => ask<CacheStats>('cache-stats', 'cacheStats'),
          stop: () => child.disconnect(),
        }),
      );
      child.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
    },
  );
}

// Run as a child process: start, report the address, stop on disconnect.
if (process.argv[2] === '--serve' && process.send) {
  const [databaseUrl = '', username = '', password = '', caches = 'on'] = process.argv.slice(3);
  startBenchServer(databaseUrl, { username, password }, caches === 'off' ? 'off' : 'on').then(
    (server) => {
      const { url, pageBytes, staticDir } = server;
      process.send?.({ url, pageBytes, staticDir });
      // The parent asks for the CPU time used so far, to count it per request, and for the caches' counts.
      process.on('message', (message) => {
        if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
        if (message === 'cache-stats') process.send?.({ cacheStats: server.cacheStats() });
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
