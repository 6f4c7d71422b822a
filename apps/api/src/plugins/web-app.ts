import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig as WebAppConfig } from '@portale/shared';
import { publicAccess } from '@portale/shared';
import type { AppConfig } from '../config/config.ts';
import { apiVersion } from '../version.ts';
import { sendNotFound } from './errors.ts';

/**
 * Serves /config.json and, when it has been built, the web app: precompressed, hashed assets cached for
 * a year, index.html for every other path (but /api and /assets) so client-side routes (and the web
 * 404 page) work on reload.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  const webConfig: WebAppConfig = {
    apiBaseUrl: '/api',
    tileServerUrl: config.TILE_SERVER_URL,
    analyticsId: config.ANALYTICS_ID ?? null,
    version: apiVersion,
    durations: {
      loginLockoutMinutes: config.LOGIN_LOCKOUT_MINUTES,
      activationLinkHours: config.CODE_TTL_FIRST_ACCESS_HOURS,
      impersonationLinkMinutes: config.CODE_TTL_IMPERSONATION_MINUTES,
      ticketDueHours: {
        VERY_HIGH: config.TICKET_DUE_HOURS_VERY_HIGH,
        HIGH: config.TICKET_DUE_HOURS_HIGH,
        MEDIUM: config.TICKET_DUE_HOURS_MEDIUM,
        LOW: config.TICKET_DUE_HOURS_LOW,
        VERY_LOW: config.TICKET_DUE_HOURS_VERY_LOW,
      },
    },
  };
  // The web app's own file, not an API operation: left out of the OpenAPI document.
  const options = { schema: { hide: true }, config: { access: publicAccess } };
  app.get('/config.json', options, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(webConfig),
  );

  const root = path.resolve(config.WEB_DIST_DIR);
  const hasWebApp = existsSync(path.join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes name.br and name.gz beside each file (apps/web/build/precompress-plugin.ts):
      // brotli when the browser accepts it, else gzip, else the file itself, always with
      // Vary: Accept-Encoding and the Content-Type of the file itself. The variants are no routes.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(root, filePath)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/assets/');
    // sendFile goes through the same negotiation and headers as the files themselves.
    if (hasWebApp && wantsPage) return reply.sendFile('index.html');
    return sendNotFound(request, reply);
  });
  return { hasWebApp };
}

/**
 * Hashed assets never change under their name: kept for a year without asking again. Everything else,
 * index.html above all (it names the current assets), is asked for again on every load: `no-cache`
 * lets the browser keep a copy only to revalidate it (a 304 when nothing changed), so a deployment
 * is seen on the next load.
 */
function cacheControlOf(root: string, filePath: string) {
  const inAssets = path.relative(root, filePath).startsWith(`assets${path.sep}`);
  return inAssets ? 'public, max-age=31536000, immutable' : 'no-cache';
}
