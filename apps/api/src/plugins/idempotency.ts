import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inAmbientTransaction, type DatabaseHandle } from '@portale/db';
import { AppError } from './app-error.ts';
import {
  createIdempotencyRepository,
  type IdempotencyScope,
  type KeptReply,
} from './idempotency.repository.ts';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an Idempotency-Key header (the contract's `idempotent`). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request writes under, when it sent one and it has no answer yet. */
    idempotency: IdempotencyScope | null;
  }
  interface FastifyInstance {
    /** Runs an idempotent route's work once for its key (plugins/route.ts calls it). */
    writeOnce: (scope: IdempotencyScope, work: () => Promise<KeptAnswer>) => Promise<OnceOutcome>;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export type KeptAnswer = { status: number; contentType: string; body: string };
type OnceOutcome = KeptAnswer & { replayed: boolean };

export const idempotencyKeyHeader = 'idempotency-key';

/** How long an answer is kept for a retry: a day. */
export const idempotentReplyKeptMs = 24 * 60 * 60_000;

/**
 * On the embedded database, a key still unanswered after this long belongs to a request that will never
 * answer (the process stopped mid-request): a retry takes it over instead of waiting.
 */
const abandonedAfterMs = 10_000;

/** Printable ASCII without spaces, as a UUID or any client's token is. */
const validKey = /^[\x21-\x7e]{1,255}$/;

/**
 * Idempotent writes (docs/ARCHITECTURE.md, "Several instances"): on a route whose contract says
 * `idempotent`, a request with an `Idempotency-Key` header is done once per caller, address and key. A
 * retry of a write that succeeded gets the first answer again (status and body, with
 * `Idempotent-Replayed: true`); a write that failed leaves the key free, so that its retry does the work.
 *
 * On PostgreSQL the key, the work and the answer are one transaction: an instance that dies mid-request
 * leaves nothing behind, and a retry sent while the first still runs waits for it and gets its answer.
 * The embedded database has one process and one connection, and a transaction there would hold every
 * other request for as long as an upload takes: the key is noted first and the answer after, a retry
 * while the first runs gets 409 with Retry-After. Answers are kept a day.
 */
export function registerIdempotency(app: FastifyInstance, database: DatabaseHandle) {
  const replies = createIdempotencyRepository(database.db);
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
    // The usual retry: the first answer is there already, sent again without any work.
    const kept = answerOf(await replies.find(scope));
    if (kept) return sendKeptAnswer(reply, kept, true);
    request.idempotency = scope;
  });

  const claim = async (scope: IdempotencyScope): Promise<OnceOutcome | null> => {
    if ((await replies.begin(scope)) || (await replies.takeOver(scope, abandonedAfterMs))) return null;
    const kept = answerOf(await replies.find(scope));
    // Running still (or gone between the two reads: asked again, it will be free).
    if (!kept) throw new AppError('IDEMPOTENCY_IN_PROGRESS', { headers: { 'Retry-After': '1' } });
    return { ...kept, replayed: true };
  };

  const writeOnceInTransaction = (scope: IdempotencyScope, work: () => Promise<KeptAnswer>) =>
    inAmbientTransaction(database.db, async (): Promise<OnceOutcome> => {
      const earlier = await claim(scope);
      if (earlier) return earlier;
      const answer = await work();
      await replies.complete(scope, answer);
      return { ...answer, replayed: false };
    });

  const writeOnceInSteps = async (scope: IdempotencyScope, work: () => Promise<KeptAnswer>) => {
    const earlier = await claim(scope);
    if (earlier) return earlier;
    let answer: KeptAnswer;
    try {
      answer = await work();
    } catch (error) {
      await replies.forget(scope);
      throw error;
    }
    await replies.complete(scope, answer);
    return { ...answer, replayed: false };
  };

  app.decorate('writeOnce', database.driver === 'postgres' ? writeOnceInTransaction : writeOnceInSteps);
  return { purge: () => replies.purge(idempotentReplyKeptMs) };
}

/** The answer kept under a key, when its first request has finished. */
function answerOf(kept: KeptReply | undefined): KeptAnswer | null {
  if (kept?.status == null) return null;
  return { status: kept.status, contentType: kept.contentType ?? '', body: kept.body ?? '' };
}

/** Sends an answer made or kept under a key; a kept one says it is replayed. */
export function sendKeptAnswer(reply: FastifyReply, answer: KeptAnswer, replayed: boolean) {
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  if (answer.contentType) reply.type(answer.contentType);
  return reply.status(answer.status).send(answer.body === '' ? undefined : answer.body);
}

/** A key is the caller's own: scoped by who sends it (the user, or the address of a public call) and where. */
function scopeOf(request: FastifyRequest, key: string): IdempotencyScope {
  const caller = request.auth ? `user:${request.auth.userId}` : `address:${request.ip}`;
  const path = request.url.split('?')[0] ?? request.url;
  return { caller, route: `${request.method} ${path}`, key };
}
