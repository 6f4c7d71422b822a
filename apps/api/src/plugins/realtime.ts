import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import {
  hubClientEvents,
  hubPath,
  hubServerEvents,
  type HubConnectErrorData,
  type HubLoginAck,
} from '@portale/shared';
import { AppError } from './app-error.ts';

// What a client sends is untrusted: every argument is `unknown` until checked.
type ClientEvents = {
  Login: (...args: unknown[]) => void;
  Logout: (...args: unknown[]) => void;
};
type ServerEvents = { Notify: (name: string, payload: string) => void };
type SocketData = { userId: string; tokenHash: string };
type HubSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

export type HubOptions = {
  server: HttpServer;
  /** sessions.authenticate(): the caller of a bearer token, or a throw (401 when it is no longer good). */
  authenticate: (token: string) => Promise<{ userId: string; sessionTokenHash: string }>;
  /** Of these session token hashes, those still good (read only). */
  findLiveSessions: (tokenHashes: readonly string[]) => Promise<Set<string>>;
  /** On PostgreSQL: the pool the adapter publishes through, so events reach every instance. */
  postgresPool?: pg.Pool | undefined;
  log: FastifyBaseLogger;
  /** How often the sessions of connected sockets are checked again (30 s). */
  recheckIntervalMs?: number;
  /**
   * What a user was sent after `since` (the server's time), for a socket that logs in again after a lost
   * connection: its instance stopped, the network went away. Oldest first.
   */
  missedSince?: (userId: string, since: Date) => Promise<{ name: string; payload: unknown }[]>;
};

export type Hub = {
  /** Pushes Notify(name, JSON payload) to every socket logged in as the user, on every instance. */
  notifyUser: (userId: string, name: string, payload: unknown) => void;
  /** Closes every socket of one session, on every instance (logout, impersonation ended). */
  disconnectSession: (sessionTokenHash: string) => void;
  /** Closes every socket of a user, on every instance (disabled, deleted, password changed). */
  disconnectUser: (userId: string) => void;
  /** Checks the sessions of this instance's sockets now and closes those that have ended. */
  recheckSessions: () => Promise<number>;
  /** Sockets connected to this instance. */
  localSocketCount: () => number;
  /**
   * Starts what holds resources: the postgres adapter (a pooled connection kept for LISTEN) and the
   * periodic session check. Called once the app is ready, so an app that fails to build holds nothing.
   */
  start: () => void;
  close: () => Promise<void>;
};

const tokenShape = /^[A-Za-z0-9_-]{20,128}$/;
const userRoom = (userId: string) => `user:${userId}`;
const accountRoom = (userId: string) => `account:${userId}`;
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
const checkBatchSize = 500;
const maxLoginsPerMinute = 10;

/** How far the database's clock may be behind this instance's, for the `since` a Login's answer gives. */
const clockMarginMs = 2000;

/** How far back a socket that logs in again is sent what it missed: longer than any reconnection. */
const longestReplayMs = 10 * 60_000;

/** The `since` of a Login: an ISO instant of the last ten minutes, or nothing to send again. */
function replaySince(value: unknown, now: number): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const since = Date.parse(value);
  if (Number.isNaN(since) || since > now) return null;
  return new Date(Math.max(since, now - longestReplayMs));
}

function refusal(message: string, status: HubConnectErrorData['status'] | 503) {
  return Object.assign(new Error(message), { data: { status } });
}

/** The bearer token of a handshake, when it has the shape of one. */
function handshakeToken(socket: Socket): string | null {
  const auth: unknown = socket.handshake.auth;
  if (typeof auth !== 'object' || auth === null) return null;
  const token: unknown = (auth as { token?: unknown }).token;
  return typeof token === 'string' && tokenShape.test(token) ? token : null;
}

/** A log-safe glimpse of an untrusted value: its type, and a short prefix when it is a string. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return `string(${value.length}) ${value.slice(0, 64)}`;
  if (Array.isArray(value)) return `array(${value.length})`;
  return value === null ? 'null' : typeof value;
}

/**
 * The pool as the adapter sees it: once the hub is closed, a connection the adapter is still waiting
 * for is handed back to the pool instead of being kept for LISTEN, and none is given any more, so that
 * closing the hub never leaves a connection checked out (the pool could not end). When the database
 * drops the adapter's LISTEN connection, the adapter asks for another but never hands the broken one
 * back, which would keep a place of the pool for ever: it is handed back here, on its error, and the
 * pool discards it.
 */
function closablePool(pool: pg.Pool, state: { closed: boolean }): pg.Pool {
  const never = () => new Promise<never>(() => undefined);
  const connect = async () => {
    if (state.closed) return never();
    const client = await pool.connect();
    if (state.closed) {
      client.release();
      return never();
    }
    // The pool gives the connection a new `release` at each checkout, and keeps it after this one: the
    // listener goes with this checkout, so that it never releases the connection for its next user.
    let released = false;
    const release = client.release.bind(client);
    const releaseBroken = (err: Error) => client.release(err);
    client.release = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', releaseBroken);
      release(err);
    };
    client.on('error', releaseBroken);
    return client;
  };
  return Object.assign(Object.create(pool) as pg.Pool, { connect, query: pool.query.bind(pool) });
}

/**
 * The real-time hub: Socket.IO on the API's own HTTP server at /api/hub, websocket transport only (so no
 * sticky sessions are needed behind a load balancer). The handshake is authenticated with the bearer
 * token; Login(userId) joins the user's room only for the signed-in user's own id. On PostgreSQL the
 * postgres adapter carries broadcasts between instances through LISTEN/NOTIFY. Sessions that end
 * (logout, expiry, a disabled user or customer) lose their sockets: at once through disconnectSession /
 * disconnectUser, and at the latest at the next periodic check.
 */
export function createHub(options: HubOptions): Hub {
  const { log } = options;
  const io = new Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>(options.server, {
    path: hubPath,
    transports: ['websocket'],
    serveClient: false,
    // Clients send only Login and Logout.
    maxHttpBufferSize: 10_000,
  });

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    if (token === null) return next(refusal('Unauthorized', 401));
    options.authenticate(token).then(
      (auth) => {
        socket.data = { userId: auth.userId, tokenHash: auth.sessionTokenHash };
        next();
      },
      (err: unknown) => {
        if (err instanceof AppError && err.status < 500) return next(refusal('Unauthorized', 401));
        log.error({ err }, 'real-time handshake failed');
        next(refusal('Service unavailable', 503));
      },
    );
  });

  /**
   * Every client event goes through here: whatever a handler throws or rejects with is logged with an
   * id of its own and the socket's user, and goes no further (an uncaught throw would stop the process,
   * and with it the portal for everyone).
   */
  function guarded(socket: HubSocket, event: string, handler: (...args: unknown[]) => unknown) {
    const report = (err: unknown) => {
      const requestId = randomUUID();
      log.error(
        { err, requestId, userId: socket.data.userId, socketId: socket.id, event },
        'hub event failed',
      );
    };
    return (...args: unknown[]) => {
      try {
        const result = handler(...args);
        if (result instanceof Promise) result.catch(report);
      } catch (err) {
        report(err);
      }
    };
  }

  io.on('connection', (socket: HubSocket) => {
    const { userId, tokenHash } = socket.data;
    void socket.join([accountRoom(userId), sessionRoom(tokenHash)]);

    // Each Login checks the session in the database: a client that keeps sending it is cut off.
    let loginWindowStart = Date.now();
    let loginsInWindow = 0;
    socket.on(
      hubClientEvents.login,
      // Login(userId, ack), or Login(userId, since, ack) after a lost connection: `since` is the server
      // time of the last notification the client saw (or of its previous Login's answer).
      guarded(
        socket,
        hubClientEvents.login,
        async (requestedUserId: unknown, second: unknown, third: unknown) => {
          const ack = typeof second === 'function' ? second : third;
          const since = typeof second === 'function' ? null : replaySince(second, Date.now());
          const answer = (reply: HubLoginAck) => {
            if (typeof ack === 'function') (ack as (reply: HubLoginAck) => void)(reply);
          };
          if (Date.now() - loginWindowStart > 60_000) {
            loginWindowStart = Date.now();
            loginsInWindow = 0;
          }
          if (++loginsInWindow > maxLoginsPerMinute) {
            log.warn({ userId }, 'hub login flood: socket closed');
            socket.disconnect(true);
            return;
          }
          if (typeof requestedUserId !== 'string' || requestedUserId !== userId) {
            log.warn({ userId, requested: describeValue(requestedUserId) }, 'hub login refused');
            answer({ ok: false, error: 'Forbidden' });
            return;
          }
          const token = handshakeToken(socket);
          try {
            if (token === null) throw new AppError('UNAUTHORIZED');
            await options.authenticate(token);
          } catch (err) {
            if (!(err instanceof AppError)) log.error({ err }, 'real-time login check failed');
            answer({ ok: false, error: 'Unauthorized' });
            socket.disconnect(true);
            return;
          }
          if (!socket.connected) return;
          await socket.join(userRoom(userId));
          // A little before now: the database's clock, which dates the notifications, may run behind this
          // one; what the client already has twice it recognises by id.
          answer({ ok: true, at: new Date(Date.now() - clockMarginMs).toISOString() });
          if (since && options.missedSince) {
            for (const { name, payload } of await options.missedSince(userId, since)) {
              socket.emit(hubServerEvents.notify, name, JSON.stringify(payload));
            }
          }
        },
      ),
    );

    socket.on(
      hubClientEvents.logout,
      guarded(socket, hubClientEvents.logout, async () => {
        await socket.leave(userRoom(userId));
      }),
    );
  });

  let checking = false;
  async function recheckSessions(): Promise<number> {
    if (checking) return 0;
    checking = true;
    try {
      const sockets = [...io.of('/').sockets.values()];
      const hashes = [...new Set(sockets.map((socket) => socket.data.tokenHash))];
      const live = new Set<string>();
      for (let start = 0; start < hashes.length; start += checkBatchSize) {
        for (const hash of await options.findLiveSessions(hashes.slice(start, start + checkBatchSize))) {
          live.add(hash);
        }
      }
      const ended = sockets.filter((socket) => !live.has(socket.data.tokenHash));
      for (const socket of ended) socket.disconnect(true);
      return ended.length;
    } finally {
      checking = false;
    }
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  const adapterConnections = { closed: false };

  return {
    notifyUser(userId, name, payload) {
      io.to(userRoom(userId)).emit(hubServerEvents.notify, name, JSON.stringify(payload));
    },
    disconnectSession(tokenHash) {
      io.in(sessionRoom(tokenHash)).disconnectSockets(true);
    },
    disconnectUser(userId) {
      io.in(accountRoom(userId)).disconnectSockets(true);
    },
    recheckSessions,
    localSocketCount: () => io.of('/').sockets.size,
    start() {
      if (timer) return;
      if (options.postgresPool) {
        io.adapter(
          createAdapter(closablePool(options.postgresPool, adapterConnections), {
            errorHandler: (err: Error) => log.warn({ err }, 'real-time adapter error'),
          }),
        );
      }
      timer = setInterval(() => {
        recheckSessions().catch((err: unknown) => log.warn({ err }, 'real-time session check failed'));
      }, options.recheckIntervalMs ?? 30_000);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      adapterConnections.closed = true;
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.allSettled([...io._nsps.values()].map((namespace) => namespace.adapter.close()));
    },
  };
}
