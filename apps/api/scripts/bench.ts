/**
 * `npm run bench`: the site calls under load, on PostgreSQL with the demo data at scale 500.
 *
 * Creates a database on the server of DATABASE_URL_BENCH (default postgres://postgres@127.0.0.1:5432/test;
 * BENCH_DATABASE_URL names an existing seeded one instead, see bench-database.ts),
 * migrates and seeds it (scale 500, about 20,000 sites), starts the real server in a child process and
 * runs autocannon (50 connections, 20 s each; BENCH_CONNECTIONS and BENCH_SECONDS change them):
 *
 * - the working day (bench-working-day.ts): BENCH_USERS (200) customer users of many customers, each
 *   request a different search, filter, sort and page of an area's main list (sites, documents, billing,
 *   rooms, tickets, variation requests, quality controls, plan of action, personnel, site equipment) or
 *   a site detail, one write in ten; compared with a static file of the mean answer's size served by the
 *   same server;
 * - for reference, single requests repeated: /site/my-list and /site/{code}/details for cliente.demo
 *   and for the largest customer, compared with a static page of the list.
 *
 * The site calls run twice: as deployed (sessions and site reads served from memory between changes),
 * then on a second server with both caches off, so that the database path is measured too. Prints p50,
 * p95, p99, requests per second, the ratio to the static file and the CPU time per request of the API
 * and of PostgreSQL, with the machine's load average; then drops the database. Not part of npm test.
 */
import { cpus, loadavg } from 'node:os';
import { findCustomerUsers, findLargestCustomerUser, prepareDatabase } from './bench-database.ts';
import {
  demoPassword,
  printTable,
  runScenario,
  signIn,
  type LoadTarget,
  type Result,
  type Scenario,
} from './bench-load.ts';
import { forkBenchServer, pagePath } from './bench-server.ts';
import {
  countBy,
  createDayDraw,
  measuredScenario,
  prepareWorkingDay,
  printKinds,
  requestKind,
  seededRandom,
  writeStaticOfMeanSize,
  type WorkingDay,
} from './bench-working-day.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const scale = Number(process.env.BENCH_SCALE ?? 500);
const dayUsers = Number(process.env.BENCH_USERS ?? 200);
const dayFile = '/working-day.json';

/** The repeated single requests for the accounts signed in on `server`, named with `label`. */
async function siteScenarios(
  server: LoadTarget,
  largest: { username: string; customer_code: string; site: string },
  label: string,
): Promise<Scenario[]> {
  const demo = await signIn(server.url, 'cliente.demo');
  const big = await signIn(server.url, largest.username);
  const list = '/api/site/my-list?status=active&sortBy=lastService&sortDirection=desc&page=1&pageSize=20';
  const reference = 'static page of the list';
  return [
    { name: `my-list, cliente.demo${label}`, path: `${list}&query=padiglione`, token: demo, reference },
    {
      name: `my-list, ${largest.customer_code}${label}`,
      path: `${list.replace('page=1', 'page=2')}&query=a`,
      token: big,
      reference,
    },
    { name: `details, cliente.demo${label}`, path: '/api/site/UB000001/details', token: demo, reference },
    {
      name: `details, ${largest.customer_code}${label}`,
      path: `/api/site/${largest.site}/details`,
      token: big,
      reference,
    },
  ];
}

/** The working day drawn from `seed`, recording what it drew, what was refused and each kind's latencies. */
const dayScenario = (day: WorkingDay, name: string, seed: number) =>
  measuredScenario(
    name,
    createDayDraw(day, seededRandom(seed)),
    requestKind,
    'static file, mean size of the day',
  );

async function runAll(server: LoadTarget, scenarios: Scenario[], results: Result[]) {
  for (const scenario of scenarios) {
    results.push(await runScenario(server, scenario, { connections, seconds }));
    console.log(`  ${scenario.name}: done`);
  }
}

type Server = Awaited<ReturnType<typeof forkBenchServer>>;

/** The working day with the caches on, with how often they answered from memory. */
async function runWorkingDay(server: Server, day: WorkingDay, results: Result[]) {
  const meanBytes = await writeStaticOfMeanSize(server, createDayDraw(day, seededRandom(7)), dayFile);
  const { scenario, drawn, refused, latencies } = dayScenario(day, 'working day', 1);
  const before = await server.cacheStats();
  await runAll(server, [{ name: 'static file, mean size of the day', path: dayFile }, scenario], results);
  const after = await server.cacheStats();
  const hitRate = (name: 'siteReads' | 'sessions') => {
    const hits = after[name].hits - before[name].hits;
    const misses = after[name].misses - before[name].misses;
    return `${((100 * hits) / Math.max(1, hits + misses)).toFixed(0)}% of ${hits + misses}`;
  };
  console.log(
    `working day: ${day.users.length} users of ${new Set(day.users.map((user) => user.customerCode)).size} customers, ${day.users.filter((user) => user.ticketId).length} with a ticket, ` +
      `${day.users.filter((user) => user.roomSites.length > 0).length} reading rooms (sub-role 12) of ` +
      `${new Set(day.users.flatMap((user) => user.roomSites.map((site) => site.siteCode))).size} sites; ` +
      `mean read answer ${meanBytes} bytes; from memory: site reads ${hitRate('siteReads')}, sessions ${hitRate('sessions')}`,
  );
  printKinds(drawn, latencies, seconds);
  for (const [answer, count] of countBy(refused, (line) => line))
    console.log(`  refused, ${answer}: ${count}`);
}

async function main() {
  const database = await prepareDatabase(scale);
  const results: Result[] = [];
  try {
    const largest = await findLargestCustomerUser(database.url);
    // Twice as many candidates as users: some see no published site.
    const candidates = await findCustomerUsers(database.url, 2 * dayUsers);
    console.log(`${cpus().length} CPUs, load average before the run ${(loadavg()[0] ?? 0).toFixed(1)}`);
    const sampleUser = { username: 'cliente.demo', password: demoPassword };
    const server = await forkBenchServer(database.url, sampleUser, 'on');
    let day: WorkingDay;
    try {
      console.log(
        `server at ${server.url}; static page ${server.pageBytes} bytes; largest customer ${largest.customer_code} ` +
          `(${largest.sites} published sites) as ${largest.username}; ${connections} connections, ${seconds} s each`,
      );
      day = await prepareWorkingDay(server.url, candidates, dayUsers, (username) =>
        signIn(server.url, username),
      );
      await runWorkingDay(server, day, results);
      const demo = await signIn(server.url, 'cliente.demo');
      await runAll(
        server,
        [
          { name: 'static page of the list', path: pagePath },
          // For reference, the floor under every call of the day: the signed-in user's session (from
          // memory) and one small statement (the latest unread notification), with a smaller answer
          // than the static page's; and the session with the profile and its counts.
          {
            name: 'one statement (reference)',
            path: '/api/notifications/my-list-unread?limit=1',
            token: demo,
            reference: 'static page of the list',
          },
          {
            name: 'user/me (reference)',
            path: '/api/user/me',
            token: demo,
            reference: 'static page of the list',
          },
          ...(await siteScenarios(server, largest, '')),
        ],
        results,
      );
    } finally {
      server.stop();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const uncached = await forkBenchServer(database.url, sampleUser, 'off');
    try {
      await writeStaticOfMeanSize(uncached, createDayDraw(day, seededRandom(7)), dayFile);
      const uncachedDay = dayScenario(day, 'working day (caches off)', 1);
      await runAll(
        uncached,
        [uncachedDay.scenario, ...(await siteScenarios(uncached, largest, ' (caches off)'))],
        results,
      );
      console.log('working day, caches off:');
      printKinds(uncachedDay.drawn, uncachedDay.latencies, seconds);
    } finally {
      uncached.stop();
    }
    printTable(results);
    // Other processes on the machine change the numbers: say how busy it was.
    const [oneMinute = 0] = loadavg();
    console.log(`\n${cpus().length} CPUs, load average over the last minute ${oneMinute.toFixed(1)}`);
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
