/**
 * `npm run test:faults [-- --long]`: the portal on two instances behind HAProxy (deploy/haproxy.cfg), on a
 * PostgreSQL server of its own, under a load of writes (tickets, messages, kiosk votes) and reads, through
 * three faults (docs/ARCHITECTURE.md, "Several instances"):
 *
 * 1. the database crashes and comes back: every write acknowledged is stored, once; meanwhile the API
 *    answers 503 with Retry-After (never 500, never past the client's 30 s) and recovers by itself;
 * 2. an instance is killed (SIGKILL): the calls go on through the other one, and the sockets it held
 *    reconnect and receive a notification created after the kill, within 5 s of its creation;
 * 3. every instance is restarted in turn (SIGTERM, drained): no call fails, not even once.
 *
 * It prints its figures and one line per check; with FAULTS_REPORT=<file> it writes them there as JSON
 * (npm test counts the checks). `--long` runs each phase longer, with more users, for the benchmark.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '@portale/db';
import { seedDemoData } from '@portale/demo-data';
import { summarise, type Check } from './cluster/fault-checks.ts';
import { openHubWatchers } from './cluster/hub-watchers.ts';
import {
  freePort,
  startBalancer,
  startInstance,
  waitUntilBalanced,
  type Instance,
} from './cluster/instances.ts';
import { patientCall } from './cluster/patient-client.ts';
import { startPrivatePostgres } from './cluster/private-postgres.ts';
import { openTicket, startWriteLoad, type LoadResult, type LoadUser } from './cluster/write-load.ts';

const { values } = parseArgs({ options: { long: { type: 'boolean', default: false } } });
const scale = values.long
  ? { beforeMs: 10_000, outageMs: 10_000, afterMs: 20_000, workersPerUser: 6 }
  : { beforeMs: 2_000, outageMs: 3_000, afterMs: 4_000, workersPerUser: 2 };
const password = 'Portale2026!';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const checks: Check[] = [];
const figures: Record<string, string> = {};
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[${elapsed()}] ${line}`);

execFileSync('npm', ['run', 'build:api'], { stdio: 'ignore' });
const postgres = startPrivatePostgres(await freePort());
const dataDir = mkdtempSync(path.join(tmpdir(), 'portale-faults-'));
const instances = new Map<string, Instance>();
let balancer: Awaited<ReturnType<typeof startBalancer>> | undefined;

try {
  await createDatabase(postgres.url('postgres'), 'portale');
  const databaseUrl = postgres.url('portale');
  await migrateTogetherAndSeed(databaseUrl);
  say('database migrated by three instances at once, and seeded');

  const instanceEnv = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    TRUST_PROXY: 'true',
    SHUTDOWN_DRAIN_SECONDS: '1.5',
  };
  const ports = { api1: await freePort(), api2: await freePort() };
  const launch = async (name: 'api1' | 'api2') => {
    instances.set(name, await startInstance(name, ports[name], instanceEnv));
  };
  await Promise.all([launch('api1'), launch('api2')]);
  balancer = await startBalancer(await freePort(), [
    { name: 'api1', port: ports.api1 },
    { name: 'api2', port: ports.api2 },
  ]);
  const base = balancer.url;
  say(`two instances behind HAProxy at ${base}`);

  const users = await Promise.all(['cliente.demo', 'altro.demo'].map((username) => signIn(base, username)));
  const staff = await signIn(base, 'staff.demo');
  const kioskKey = await installKiosk(base, staff.token, users[0]!.siteCode);
  const loadOptions = (phase: string) => ({
    phase,
    users,
    workersPerUser: scale.workersPerUser,
    kioskKey,
    firstVoteAt: Date.now() - 6 * 3600_000 + ['db', 'kill', 'roll'].indexOf(phase) * 3600_000,
  });
  const verify = (phase: string, result: LoadResult) => verifyStored(databaseUrl, phase, result);

  // 1. The database crashes and comes back.
  let load = startWriteLoad(base, loadOptions('db'));
  await sleep(scale.beforeMs);
  postgres.crash();
  const crashedAt = performance.now();
  say('PostgreSQL crashed');
  await sleep(scale.outageMs);
  postgres.start();
  const restartedAt = performance.now();
  say('PostgreSQL started again');
  await sleep(scale.afterMs);
  let result = await load.stop();
  const databasePhase = summarise(result, await verify('db', result));
  const recoveredMs =
    Math.min(
      ...result.calls.filter((call) => call.ok && call.endedAt > restartedAt).map((call) => call.endedAt),
    ) - restartedAt;
  figures['database: outage'] = `${((restartedAt - crashedAt) / 1000).toFixed(1)} s`;
  figures['database: first success after the restart'] = `${Math.round(recoveredMs)} ms`;
  addPhase('database restarted under load', databasePhase, { expectAnswers503: true });
  checks.push({
    name: 'the API recovers by itself within 5 s of the database’s return',
    passed: recoveredMs < 5000,
    detail: `${Math.round(recoveredMs)} ms`,
  });

  // 2. An instance is killed.
  const watchers = await openHubWatchers(base, users[0]!, 4);
  const notifyAbout = (
    (await openTicket(base, users[0]!, 'Da prendere in carico')).body as { ticketId: string }
  ).ticketId;
  load = startWriteLoad(base, loadOptions('kill'));
  await sleep(scale.beforeMs);
  const killed = instances.get('api1')!;
  killed.process.kill('SIGKILL');
  const killedAt = performance.now();
  say('instance api1 killed');
  await sleep(1000);
  const createdAt = performance.now();
  const takeInCharge = await patientCall(`${base}/api/tickets/${notifyAbout}/take-in-charge`, {
    label: 'take in charge',
    method: 'POST',
    token: staff.token,
  });
  const delivery = await watchers.waitForNotification(createdAt, 10_000);
  await sleep(scale.afterMs);
  result = await load.stop();
  addPhase('one instance killed under load', summarise(result, await verify('kill', result)), {});
  const reconnections = watchers.reconnections(killedAt);
  figures['kill: sockets that were on the killed instance'] = `${reconnections.length} of ${watchers.count}`;
  figures['kill: socket reconnection after the kill'] = reconnections
    .map((ms) => `${Math.round(ms)} ms`)
    .join(', ');
  figures['kill: notification delivered after its creation (slowest socket)'] =
    `${Math.round(delivery.slowestMs)} ms`;
  checks.push(
    {
      name: 'the notification is created on the surviving instance',
      passed: takeInCharge.ok,
      detail: `${takeInCharge.status}`,
    },
    {
      name: 'the killed instance held sockets',
      passed: reconnections.length > 0,
      detail: `${reconnections.length}`,
    },
    {
      name: 'every socket receives the notification within 5 s of its creation',
      passed: delivery.received === watchers.count && delivery.slowestMs <= 5000,
      detail: `${delivery.received} of ${watchers.count}, slowest ${Math.round(delivery.slowestMs)} ms`,
    },
  );
  watchers.close();
  await killed.ended;
  await launch('api1');
  await waitUntilBalanced(ports.api1);

  // 3. A rolling restart.
  load = startWriteLoad(base, loadOptions('roll'));
  await sleep(scale.beforeMs);
  for (const name of ['api1', 'api2'] as const) {
    const instance = instances.get(name)!;
    instance.process.kill('SIGTERM');
    say(`instance ${name} stopping (SIGTERM)`);
    figures[`roll: ${name} stopped by itself`] = await instance.ended;
    await launch(name);
    await waitUntilBalanced(ports[name]);
  }
  await sleep(scale.afterMs);
  result = await load.stop();
  addPhase('rolling restart under load', summarise(result, await verify('roll', result)), { noRetry: true });
} catch (error) {
  checks.push({ name: 'the fault test runs to its end', passed: false, detail: String(error) });
} finally {
  await balancer?.stop();
  for (const instance of instances.values()) instance.process.kill('SIGKILL');
  await Promise.all([...instances.values()].map((instance) => instance.ended));
  postgres.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nFigures');
for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
console.log('\nChecks');
for (const check of checks) console.log(`  ${check.passed ? '✓' : '✗'} ${check.name} (${check.detail})`);
const failed = checks.filter((check) => !check.passed).length;
console.log(`\n${checks.length - failed} passed, ${failed} failed, in ${elapsed()}`);
if (process.env.FAULTS_REPORT)
  writeFileSync(process.env.FAULTS_REPORT, JSON.stringify({ checks, figures }, null, 2));
process.exit(failed === 0 ? 0 : 1);

/** A phase's figures and checks, as fault-checks.ts summarised them. */
function addPhase(
  phase: string,
  summary: ReturnType<typeof summarise>,
  expect: { expectAnswers503?: boolean; noRetry?: boolean },
) {
  for (const [name, value] of Object.entries(summary.figures)) figures[`${phase}: ${name}`] = value;
  checks.push(...summary.checks.map((check) => ({ ...check, name: `${phase}: ${check.name}` })));
  if (expect.expectAnswers503) {
    checks.push({
      name: `${phase}: the clients met the outage as 503 with Retry-After`,
      passed: summary.answers503 > 0,
      detail: `${summary.answers503} answers`,
    });
  }
  if (expect.noRetry) {
    checks.push({
      name: `${phase}: no call failed, not even once before a retry`,
      passed: summary.failedAttempts === 0,
      detail: `${summary.failedAttempts} failed attempts`,
    });
  }
}

async function createDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
}

/** Three instances' migrations at once (the advisory lock lets one work), then the demo data. */
async function migrateTogetherAndSeed(databaseUrl: string) {
  const handles = await Promise.all(
    [1, 2, 3].map(() => openDatabase({ databaseUrl, dataDir: dataDir, poolSize: 2 })),
  );
  try {
    await Promise.all(handles.map((handle) => handle.migrate()));
    await seedDemoData(handles[0]!.db);
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
  }
}

async function signIn(base: string, username: string): Promise<LoadUser & { userId: string }> {
  const login = await patientCall(`${base}/api/user/login`, {
    label: 'login',
    method: 'POST',
    body: { username, password },
  });
  if (!login.ok)
    throw new Error(`${username} could not sign in: ${login.status} ${JSON.stringify(login.body)}`);
  const { token } = login.body as { token: string };
  const me = await patientCall(`${base}/api/user/me`, { label: 'me', token });
  const userId = (me.body as { id: string }).id;
  const options = await patientCall(`${base}/api/tickets/site-options`, { label: 'sites', token });
  const siteCode = ((options.body as { siteCode: string }[] | null) ?? [])[0]?.siteCode ?? '';
  return { username, token, userId, siteCode };
}

async function installKiosk(base: string, staffToken: string, siteCode: string) {
  const created = await patientCall(`${base}/api/kiosks`, {
    label: 'kiosk',
    method: 'POST',
    token: staffToken,
    body: { siteCode, name: 'Chiosco della prova di guasto' },
  });
  if (!created.ok) throw new Error(`kiosk not installed: ${created.status} ${JSON.stringify(created.body)}`);
  return (created.body as { key: string }).key;
}

/** Of the writes sent, how many the database holds, and how many it holds more than once. */
async function verifyStored(databaseUrl: string, phase: string, result: LoadResult) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counted = async (statement: string, marks: string[]) => {
      const rows = (await client.query<{ mark: string; n: string }>(statement, [marks])).rows;
      return new Map(rows.map((row) => [row.mark, Number(row.n)]));
    };
    return {
      tickets: await counted(
        'select subject as mark, count(*) as n from tickets where subject = any($1) group by subject',
        result.tickets.map((write) => write.mark),
      ),
      messages: await counted(
        "select body as mark, count(*) as n from ticket_events where kind = 'message' and body = any($1) group by body",
        result.messages.map((write) => write.mark),
      ),
      votes: await counted(
        'select device_vote_id as mark, count(*) as n from kiosk_votes where device_vote_id = any($1) group by device_vote_id',
        result.votes.map((write) => write.mark),
      ),
      phase,
    };
  } finally {
    await client.end();
  }
}
