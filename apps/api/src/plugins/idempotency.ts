import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@portale/db';
import { AppError } from './app-error.ts';
import { createIdempotencyRepository, type IdempotencyScope } from './idempotency.repository.ts';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an Idempotency-Key header (the contract's `idempotent`). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds, to note its answer under when it is sent. */
    idempotency: IdempotencyScope | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const idempotencyKeyHeader = 'idempotency-key';

/** How long an answer is kept for a retry: a day. */
export const idempotentReplyKeptMs = 24 * 60 * 60_000;

/**
 * A key still unanswered after this long belongs to a request that will never answer (its instance died,
 * or the database went away before the failure was noted): a retry takes it over instead of waiting.
 */
const abandonedAfterMs = 10_000;

/** Printable ASCII without spaces, as a UUID or any client's token is. */
const validKey = /^[\x21-\x7e]{1,255}$/;

/**
 * Idempotent writes (docs/ARCHITECTURE.md, "Several instances"): on a route whose contract says
 * `idempotent`, a request with an `Idempotency-Key` header is done once per caller, address and key. A
 * retry of a write that succeeded gets the first answer again (status and body, with
 * `Idempotent-Replayed: true`); a retry while the first still runs gets 409 with Retry-After; a write
 * that failed leaves the key free, so that its retry does the work. Answers are kept a day.
 */
export function registerIdempotency(app: FastifyInstance, db: Database) {
  const replies = createIdempotencyRepository(db);
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers[idempotencyKeyHeader];
    if (key === undefined) return;
    if (typeof key !== 'string' || !validKey.test(key)) {
      throw new AppError('VALIDATION', {
        fields: [{ path: 'headers.idempotency-key', message: '1 to 255 printable characters, no spaces' }],
      });
    }
    const scope = scopeOf(request, key);
    if ((await replies.begin(scope)) || (await replies.takeOver(scope, abandonedAfterMs))) {
      request.idempotency = scope;
      return;
    }
    const kept = await replies.find(scope);
    if (kept?.status == null) {
      // Running still (or gone between the two reads: asked again, it will be free).
      throw new AppError('IDEMPOTENCY_IN_PROGRESS', { headers: { 'Retry-After': '1' } });
    }
    reply.header('Idempotent-Replayed', 'true');
    if (kept.contentType) reply.type(kept.contentType);
    return reply.status(kept.status).send(kept.body ?? undefined);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scope = request.idempotency;
    if (!scope) return payload;
    request.idempotency = null;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    if (succeeded && (typeof payload === 'string' || payload == null)) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      await replies.complete(scope, { status: reply.statusCode, contentType, body: payload ?? '' });
    } else {
      // Failed: the retry must do the work. A failure to note it (the database gone) leaves the key to be
      // taken over once abandoned.
      await replies
        .forget(scope)
        .catch((err: unknown) => request.log.warn({ err }, 'idempotency key not freed'));
    }
    return payload;
  });

  return { purge: () => replies.purge(idempotentReplyKeptMs) };
}

/** A key is the caller's own: scoped by who sends it (the user, or the address of a public call) and where. */
function scopeOf(request: FastifyRequest, key: string): IdempotencyScope {
  const caller = request.auth ? `user:${request.auth.userId}` : `address:${request.ip}`;
  const path = request.url.split('?')[0] ?? request.url;
  return { caller, route: `${request.method} ${path}`, key };
}
