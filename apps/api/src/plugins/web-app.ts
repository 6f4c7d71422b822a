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
 * Serves /config.json and, when it has been built, the web app: hashed assets cached for a year,
 * index.html for every other path so client-side routes (and the web 404 page) work on reload.
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
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (hasWebApp && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendNotFound(request, reply);
  });
  return { hasWebApp };
}
