/**
 * `npm run bench`: the site calls under load, on PostgreSQL with the demo data at scale 500.
 *
 * Creates a database on the server of DATABASE_URL_BENCH (default postgres://postgres@127.0.0.1:5432/test),
 * migrates and seeds it (scale 500, about 20,000 sites), starts the real server in a child process, signs
 * in as cliente.demo and as a user of the largest customer, and runs autocannon (50 connections, 20 s
 * each; BENCH_CONNECTIONS and BENCH_SECONDS change them) against /site/my-list with search, filter, sort
 * and page, /site/{code}/details, and a bare route returning a fixed JSON of the same size. The site
 * calls run twice: as deployed (sessions and site reads served from memory between changes), then on a
 * second server with both caches off, so that the database path is measured too. Prints p50, p95, p99,
 * requests per second, the ratio to the bare route and the CPU time per request of the API and of
 * PostgreSQL, with the machine's load average; then drops the database. Not part of npm test.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '@portale/db';
import { demoAccounts, seedDemoData } from '@portale/db/seed';
import { printTable, runScenario, type LoadTarget, type Result, type Scenario } from './bench-load.ts';
import { barePath } from './bench-server.ts';

const adminUrl = process.env.DATABASE_URL_BENCH ?? 'postgres://postgres@127.0.0.1:5432/test';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const scale = Number(process.env.BENCH_SCALE ?? 500);
const password = demoAccounts[0]?.password ?? '';

async function withAdmin<T>(action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

async function prepareDatabase(): Promise<{ url: string; name: string }> {
  const name = `portale_bench_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    await database.migrate();
    const started = performance.now();
    await seedDemoData(database.db, { scale });
    console.log(`seeded scale ${scale} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  return { url: url.toString(), name };
}

/** The first user (every sub-role, all sites) of the customer with the most published sites. */
async function largestCustomerUser(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      username: string;
      customer_code: string;
      sites: string;
      site: string;
    }>(`
      with largest as (
        select j.customer_code, count(*) as sites, min(s.code) as site
        from sites s join job_orders j on j.id = s.job_order_id join customers c on c.code = j.customer_code
        where s.published and c.active group by j.customer_code order by count(*) desc limit 1)
      select u.username, l.customer_code, l.sites, l.site from largest l
      join users u on u.customer_code = l.customer_code
      where 0 = any(u.customer_sub_roles) and not u.limited_to_sites and u.ati_group_id is null and u.enabled
      order by u.created_at, u.username limit 1`);
    const [row] = rows;
    if (!row) throw new Error('no user of the largest customer');
    return row;
  } finally {
    await client.end();
  }
}

function startServer(databaseUrl: string, caches: 'on' | 'off') {
  const script = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
  const child = fork(script, ['--serve', databaseUrl, 'cliente.demo', password, caches], {
    execArgv: ['--import', 'tsx'],
  });
  const cpuMs = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message: { cpu: NodeJS.CpuUsage }) =>
        resolve((message.cpu.user + message.cpu.system) / 1000),
      );
      child.send('cpu');
    });
  return new Promise<LoadTarget & { bareBytes: number; stop: () => void }>((resolve, reject) => {
    child.once('message', (message: { url: string; bareBytes: number }) =>
      resolve({ ...message, cpuMs, stop: () => child.disconnect() }),
    );
    child.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
}

async function signIn(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** The site scenarios for the accounts signed in on `server`, named with `label`. */
async function siteScenarios(
  server: LoadTarget,
  largest: { username: string; customer_code: string; site: string },
  label: string,
): Promise<Scenario[]> {
  const demo = await signIn(server.url, 'cliente.demo');
  const big = await signIn(server.url, largest.username);
  const list = '/api/site/my-list?status=active&sortBy=lastService&sortDirection=desc&page=1&pageSize=20';
  return [
    { name: `my-list, cliente.demo${label}`, path: `${list}&query=padiglione`, token: demo },
    {
      name: `my-list, ${largest.customer_code}${label}`,
      path: `${list.replace('page=1', 'page=2')}&query=a`,
      token: big,
    },
    { name: `details, cliente.demo${label}`, path: '/api/site/UB000001/details', token: demo },
    {
      name: `details, ${largest.customer_code}${label}`,
      path: `/api/site/${largest.site}/details`,
      token: big,
    },
  ];
}

async function runAll(server: LoadTarget, scenarios: Scenario[], results: Result[]) {
  for (const scenario of scenarios) {
    results.push(await runScenario(server, scenario, { connections, seconds }));
    console.log(`  ${scenario.name}: done`);
  }
}

async function main() {
  const database = await prepareDatabase();
  const results: Result[] = [];
  try {
    const largest = await largestCustomerUser(database.url);
    console.log(`${cpus().length} CPUs, load average before the run ${(loadavg()[0] ?? 0).toFixed(1)}`);
    const server = await startServer(database.url, 'on');
    try {
      console.log(
        `server at ${server.url}; bare JSON ${server.bareBytes} bytes; largest customer ${largest.customer_code} ` +
          `(${largest.sites} published sites) as ${largest.username}; ${connections} connections, ${seconds} s each`,
      );
      const demo = await signIn(server.url, 'cliente.demo');
      await runAll(
        server,
        [
          { name: 'bare route (same JSON size)', path: barePath },
          // For reference: the cheapest signed-in route (session and profile with its counts), not a site call.
          { name: 'user/me (reference)', path: '/api/user/me', token: demo },
          ...(await siteScenarios(server, largest, '')),
        ],
        results,
      );
    } finally {
      server.stop();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const uncached = await startServer(database.url, 'off');
    try {
      await runAll(uncached, await siteScenarios(uncached, largest, ' (caches off)'), results);
    } finally {
      uncached.stop();
    }
    printTable(results);
    // Other processes on the machine change the numbers: say how busy it was.
    const [oneMinute = 0] = loadavg();
    console.log(`\n${cpus().length} CPUs, load average over the last minute ${oneMinute.toFixed(1)}`);
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await withAdmin((client) => client.query(`drop database if exists ${database.name} with (force)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
