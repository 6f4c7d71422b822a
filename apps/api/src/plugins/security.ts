import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config/config.ts';
import { AppError } from './app-error.ts';

/**
 * Security headers with a strict CSP on every response, no-store on /api answers, and the rate limiter
 * that routes opt into (with the per-user limit of expensive routes, EXPENSIVE_ROUTE_CALLS_PER_MINUTE).
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  const tileOrigin = originOf(config.TILE_SERVER_URL);
  // Helmet's middleware is made once here and run on every request, replies with errors and files
  // included. (@fastify/helmet made it again for each request, parsing the policy's directives every
  // time: 4% of the API's CPU time in `npm run bench`'s working day.)
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
        // The web app calls only its own origin: /config.json gives apiBaseUrl '/api', and the real-time
        // hub is at /api/hub. CSP Level 3 'self' also matches ws: and wss: on the same host and port, so
        // no websocket to any other host is allowed.
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  registerNoStoreForApi(app);
  app.decorate('expensiveRouteCallsPerMinute', config.EXPENSIVE_ROUTE_CALLS_PER_MINUTE);
  await app.register(fastifyRateLimit, {
    global: false,
    // Keyed on the connection's address; behind a proxy TRUST_PROXY makes that the client's address.
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });
}

// The limit of plugins/route.ts's expensive routes, set once from the configuration.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    expensiveRouteCallsPerMinute: number;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const apiPath = /^\/api(?:[/?]|$)/;

/**
 * `Cache-Control: no-store` on every /api answer that does not set its own, so that no browser or proxy
 * keeps what depends on who asks (profiles, lists, details, errors naming a user). The few public
 * answers (health, readiness, the OpenAPI document) get it too: they are small and cheap, and one rule
 * with no list of exceptions cannot leave a personal answer out by mistake. An answer that sets its own
 * keeps it; today that is only files and exports, which send `private, no-store`. Outside /api the web
 * app's assets, index.html and /config.json set theirs (plugins/web-app.ts).
 */
function registerNoStoreForApi(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (apiPath.test(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

function originOf(url: string): string | null {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return null;
  }
}
