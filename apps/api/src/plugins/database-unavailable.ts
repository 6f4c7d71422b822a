/**
 * Whether a failure means the database cannot be reached right now (restarting, failing over, refusing
 * connections, a connection cut mid-query), as opposed to a fault in the request or the code: the API
 * answers these 503 with Retry-After, and the next request tries again (plugins/errors.ts).
 */

/** SQLSTATE classes and codes of a server going away or not accepting connections yet. */
const unavailableStates = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);
const connectionExceptionClass = '08';

/** Node's socket errors on the way to the server. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** node-postgres's own words for a lost or unobtainable connection (it gives them no code). */
const lostConnection =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** Seconds a client should wait before trying again: a restart or a fail-over takes a few. */
export const databaseRetryAfterSeconds = 2;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own (`cause`); an AggregateError holds each address tried.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (unavailableStates.has(code) || socketCodes.has(code)) return true;
      if (code.length === 5 && code.startsWith(connectionExceptionClass)) return true;
    }
    if (lostConnection.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}
