import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import { AppError } from './app-error.ts';

/** Security headers with a strict CSP on every response, and the rate limiter that routes opt into. */
export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  const tileOrigin = originOf(config.TILE_SERVER_URL);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
  await app.register(fastifyRateLimit, {
    global: false,
    // Keyed on the connection's address; behind a proxy TRUST_PROXY makes that the client's address.
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });
}

function originOf(url: string): string | null {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return null;
  }
}
