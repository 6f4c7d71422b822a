import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteContract } from '@portale/shared';
import type { Invalidates } from './cache-freshness.ts';
import { sendKeptAnswer } from './idempotency.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type SuccessStatus<C extends RouteContract> = Extract<keyof C['response'], 200 | 201 | 202 | 204>;
type SuccessBody<C extends RouteContract> = C['response'][SuccessStatus<C>] extends infer S
  ? S extends z.ZodType
    ? z.output<S>
    : never
  : never;

export type RouteInput<C extends RouteContract> = {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteHandler<C extends RouteContract> = (input: RouteInput<C>) => Promise<SuccessBody<C>>;

type RouteOptions = {
  /** Per-route rate limit (requests per minute per client address). */
  rateLimitPerMinute?: number;
  /** Limits each signed-in user's calls, EXPENSIVE_ROUTE_CALLS_PER_MINUTE a minute: see `expensiveRoute`. */
  limitPerUser?: boolean;
  /**
   * A limit keyed by what the route names (a device's key), instead of the client's address; per minute
   * unless `timeWindow` says otherwise ('10 minutes').
   */
  limitPerKey?: { max: number; key: (request: FastifyRequest) => string; timeWindow?: string };
  /** The largest body the route takes, in bytes, when it is not the app's 1 MiB (a sync batch). */
  bodyLimitBytes?: number;
  /**
   * What a write changes, for the read caches (plugins/cache-freshness.ts): every write declares it,
   * and one that does not drops every kept result.
   */
  invalidates?: Invalidates;
};

/**
 * What a route that costs the server much declares (the room import, the zip of invoices' PDFs, the
 * Excel exports): a limit of calls per minute for each user (EXPENSIVE_ROUTE_CALLS_PER_MINUTE, 20 by
 * default), whatever address they call from, which answers 429 Too many requests beyond it.
 */
export const expensiveRoute = { limitPerUser: true } as const satisfies RouteOptions;

/** Registers a route from its shared contract: validation, serialisation, docs and access policy. */
export function registerRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
  options: RouteOptions = {},
) {
  const successStatus = Number(Object.keys(contract.response)[0] ?? 200) as 200 | 201 | 202 | 204;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...(options.bodyLimitBytes && { bodyLimit: options.bodyLimitBytes }),
    schema: {
      summary: contract.summary,
      ...(contract.description && { description: contract.description }),
      tags: contract.tags,
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
      response: contract.response,
      'x-access': contract.access,
    },
    config: {
      access: contract.access,
      ...(contract.invalidInput && { invalidInput: contract.invalidInput }),
      ...(contract.idempotent && { idempotent: true }),
      ...(options.invalidates && { invalidates: options.invalidates }),
      ...(options.rateLimitPerMinute && {
        rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' },
      }),
      ...(options.limitPerKey && {
        rateLimit: {
          max: options.limitPerKey.max,
          timeWindow: options.limitPerKey.timeWindow ?? '1 minute',
          keyGenerator: options.limitPerKey.key,
        },
      }),
      ...(options.limitPerUser && {
        rateLimit: {
          max: app.expensiveRouteCallsPerMinute,
          timeWindow: '1 minute',
          // The access hook (plugins/access.ts, app-wide) has set the user before this route's limit runs.
          keyGenerator: (request: FastifyRequest) => `user:${request.auth?.userId ?? request.ip}`,
        },
      }),
    },
    handler: async (request, reply) => {
      const run = () =>
        handler({
          params: request.params as Parsed<C['params']>,
          query: request.query as Parsed<C['query']>,
          body: request.body as Parsed<C['body']>,
          request,
          reply,
        });
      // An idempotent write sent with a key: done once, its answer kept for a retry (plugins/idempotency.ts).
      if (request.idempotency) {
        const outcome = await app.writeOnce(request.idempotency, async () => {
          const result = await run();
          reply.status(successStatus);
          // Through the contract's response schema, as a plain answer would be: JSON text.
          const body = successStatus === 204 ? '' : String(reply.serialize(result));
          return { status: successStatus, contentType: 'application/json; charset=utf-8', body };
        });
        return sendKeptAnswer(reply, outcome, outcome.replayed);
      }
      const result = await run();
      if (successStatus === 204) return reply.status(204).send();
      return reply.status(successStatus).send(result);
    },
  });
}
