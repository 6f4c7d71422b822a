/**
 * `npm run bench:hub`: the real-time hub under 10,000 authenticated sockets.
 *
 * The API runs in a child process (so its memory is measured alone) on embedded PGlite, or on
 * PostgreSQL with BENCH_DATABASE_URL (a scratch database: the script creates users and sessions in it).
 * The script creates BENCH_SOCKETS users with one session each directly in the database (tokens hashed as
 * the session service does), connects one socket per user and invokes Login, then has the API send one
 * notification to every user through the notification service (notifyAll: stored in batches, each batch
 * pushed once stored) and measures the time from the start of the creation to the last delivery, each
 * notification's time from its stored creation date to its delivery, and the API's memory per socket.
 *
 *   BENCH_SOCKETS=10000         sockets (one user each)
 *   BENCH_DATABASE_URL=postgres://…   PostgreSQL instead of PGlite (with the postgres adapter)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { openDatabase, sessions, users, type DatabaseHandle } from '@portale/db';
import { hubPath, type HubLoginAck } from '@portale/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { html } from '../src/modules/notifications/safe-html.ts';
import { generateToken, hashToken } from '../src/plugins/tokens.ts';

type Memory = { rss: number; heapUsed: number; external: number };
type ServerMessage =
  | { type: 'ready'; port: number; driver: string; users: { userId: string; token: string }[] }
  | { type: 'memory'; memory: Memory; sockets: number }
  | { type: 'created'; startedAt: number; finishedAt: number };
type ClientMessage = { type: 'memory' } | { type: 'notify-all' } | { type: 'stop' };

const socketCount = Number(process.env.BENCH_SOCKETS ?? 10_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// ---------------------------------------------------------------------------------------------------
// The API process
// ---------------------------------------------------------------------------------------------------

async function createUsers(database: DatabaseHandle, count: number) {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 12 * 3_600_000);
  const created: { userId: string; token: string }[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, index) => ({
      id: randomUUID(),
      username: `bench.${start + index}`,
      token: generateToken(),
    }));
    await database.db.insert(users).values(
      batch.map((user) => ({
        id: user.id,
        username: user.username,
        email: `${user.username}@bench.invalid`,
        firstName: 'Utente',
        lastName: user.username,
        kind: 'staff' as const,
        emailConfirmed: true,
      })),
    );
    await database.db.insert(sessions).values(
      batch.map((user) => ({
        tokenHash: hashToken(user.token),
        userId: user.id,
        expiresAt,
        lastSeenAt: now,
      })),
    );
    created.push(...batch.map((user) => ({ userId: user.id, token: user.token })));
  }
  return created;
}

async function runServer() {
  const send = (message: ServerMessage) => process.send?.(message);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 20 });
  await database.migrate();
  await database.db.execute(sql`delete from users where username like 'bench.%'`);
  const benchUsers = await createUsers(database, socketCount);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST_DIR: 'does-not-exist' });
  const { app, services } = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const memory = (): Memory => {
    globalThis.gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    return { rss, heapUsed, external };
  };
  send({
    type: 'ready',
    port: (app.server.address() as AddressInfo).port,
    driver: database.driver,
    users: benchUsers,
  });

  process.on('message', (message: ClientMessage) => {
    if (message.type === 'memory') {
      // Collected twice, a second apart, so that freed pages are given back before RSS is read.
      memory();
      setTimeout(
        () => send({ type: 'memory', memory: memory(), sockets: services.hub.localSocketCount() }),
        1_000,
      );
    } else if (message.type === 'notify-all') {
      void (async () => {
        // One notice to every user, as a broadcast or a document published to a whole customer is:
        // stored in batches (notifyAll), each batch pushed as soon as it is stored.
        const startedAt = Date.now();
        await services.notifications.notifyAll({
          userIds: benchUsers.map((user) => user.userId),
          template: html`Prova di carico: una notifica per tutti`,
          state: 'dashboard',
        });
        send({ type: 'created', startedAt, finishedAt: Date.now() });
      })();
    } else if (message.type === 'stop') {
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    }
  });
}

// ---------------------------------------------------------------------------------------------------
// The clients
// ---------------------------------------------------------------------------------------------------

function nextMessage<T extends ServerMessage['type']>(child: ChildProcess, type: T) {
  return new Promise<Extract<ServerMessage, { type: T }>>((resolve) => {
    const listener = (message: ServerMessage) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    child.on('message', listener);
  });
}

function connectSocket(url: string, user: { userId: string; token: string }): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: hubPath,
      transports: ['websocket'],
      auth: { token: user.token },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      socket
        .timeout(30_000)
        .emitWithAck('Login', user.userId)
        .then((ack: HubLoginAck) => (ack.ok ? resolve(socket) : reject(new Error(ack.error))), reject);
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function runBenchmark() {
  const child = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: process.env,
  });
  const ready = await nextMessage(child, 'ready');
  const url = `http://127.0.0.1:${ready.port}`;
  console.log(`API on ${ready.driver}, ${ready.users.length} users with a session each`);

  const sockets: Socket[] = [];
  const deliveries = new Map<string, { at: number; createdAt: number }>();
  const connectBatch = async (batchUsers: { userId: string; token: string }[]) => {
    const batch = await Promise.all(batchUsers.map((user) => connectSocket(url, user)));
    batch.forEach((socket, index) => {
      const user = batchUsers[index];
      socket.on('Notify', (name: string, payload: string) => {
        if (name !== 'notification' || !user) return;
        const item = JSON.parse(payload) as { creationDate: string };
        deliveries.set(user.userId, { at: Date.now(), createdAt: Date.parse(item.creationDate) });
      });
    });
    sockets.push(...batch);
  };
  const measure = async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.send({ type: 'memory' } satisfies ClientMessage);
    return nextMessage(child, 'memory');
  };

  // A first tenth warms the server up (code paths, pools, buffers); memory is measured over the rest.
  const warmUp = Math.max(1, Math.floor(ready.users.length / 10));
  const connectStarted = performance.now();
  await connectBatch(ready.users.slice(0, warmUp));
  const warmUpMs = performance.now() - connectStarted;
  const before = await measure();
  const measuredStarted = performance.now();
  for (let start = warmUp; start < ready.users.length; start += 100) {
    await connectBatch(ready.users.slice(start, Math.min(start + 100, ready.users.length)));
  }
  const measuredMs = performance.now() - measuredStarted;
  const connectMs = warmUpMs + measuredMs;
  const after = await measure();
  const measuredSockets = after.sockets - before.sockets;

  const created = nextMessage(child, 'created');
  child.send({ type: 'notify-all' } satisfies ClientMessage);
  const { startedAt, finishedAt } = await created;
  const deadline = Date.now() + 60_000;
  while (deliveries.size < ready.users.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const lastDelivery = Math.max(...[...deliveries.values()].map((delivery) => delivery.at));
  const latencies = [...deliveries.values()]
    .map((delivery) => delivery.at - delivery.createdAt)
    .sort((a, b) => a - b);

  const n = ready.users.length;
  console.log(`\nReal-time hub benchmark (${ready.driver}, ${n} sockets, one notification to each user)`);
  console.log(`  connected and logged in:        ${n} sockets in ${(connectMs / 1000).toFixed(2)} s`);
  console.log(`  sockets on the server:          ${after.sockets}`);
  console.log(`  notifications delivered:        ${deliveries.size} of ${n}`);
  console.log(`  creating all notifications:     ${finishedAt - startedAt} ms`);
  console.log(`  first creation → last delivery: ${lastDelivery - startedAt} ms`);
  console.log(
    `  per notification, stored → delivered: p50 ${percentile(latencies, 50)} ms, ` +
      `p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1) ?? 0} ms`,
  );
  const rss = after.memory.rss - before.memory.rss;
  const heap = after.memory.heapUsed - before.memory.heapUsed;
  console.log(
    `  API memory, ${measuredSockets} sockets after ${before.sockets} warm-up ones: ` +
      `RSS +${mb(rss)} (${kb(rss / measuredSockets)} per socket), ` +
      `heap +${mb(heap)} (${kb(heap / measuredSockets)} per socket)`,
  );

  for (const socket of sockets) socket.disconnect();
  child.send({ type: 'stop' } satisfies ClientMessage);
  await new Promise((resolve) => child.once('exit', resolve));
  if (deliveries.size < n) {
    console.error(`${n - deliveries.size} notifications were not delivered`);
    process.exit(1);
  }
}

if (process.argv.includes('--server')) {
  await runServer();
} else {
  await runBenchmark();
}
