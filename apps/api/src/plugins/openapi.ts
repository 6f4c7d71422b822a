import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { publicAccess } from '@portale/shared';
import { apiVersion } from '../version.ts';
import { apiErrorComponent } from './openapi-errors.ts';
import { describeOperation } from './openapi-operations.ts';

/** The viewer's own routes (page, scripts, styles) are public documentation. */
export const documentationPrefix = '/api/docs';

/** The OpenAPI 3.1 document at /api/openapi.json, generated from the route contracts, and its viewer. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portale Clienti API',
        description: 'The API of the customer portal. Errors are `{ message, status, body }`.',
        version: apiVersion,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: { [apiErrorComponent.name]: apiErrorComponent.schema },
      },
    },
    transform: describeOperation,
  });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: publicAccess } }, () =>
    app.swagger(),
  );
  await app.register(fastifySwaggerUi, { routePrefix: documentationPrefix, staticCSP: true });
}
