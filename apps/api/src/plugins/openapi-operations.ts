import type { FastifySchema } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AccessPolicy } from '@portale/shared';
import { errorAnswer, type DocumentedErrorStatus } from './openapi-errors.ts';

type DocumentedSchema = FastifySchema & { hide?: boolean; response?: Record<string, unknown> };

/**
 * Completes each route's entry of the OpenAPI document from what the route declares, so that no
 * contract has to: a stable operationId, its security (none for public routes, said explicitly) and
 * the error answers it can give. The document only: validation and serialisation are untouched.
 */
export const describeOperation: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input) as { schema: DocumentedSchema; url: string };
  if (!schema || schema.hide) return { schema, url };
  const { route } = input;
  const access = route.config?.access as AccessPolicy | undefined;
  const isPublic = !access || access.kind === 'public';
  // Every route may answer 400: plugins/input-guard.ts refuses a NUL in any query, even an undeclared one.
  const errorStatuses: DocumentedErrorStatus[] = [
    400,
    ...(isPublic ? [] : [401 as const, 403 as const]),
    ...(route.url.includes(':') ? [404 as const] : []),
    ...(route.config?.idempotent ? [409 as const] : []),
    ...(route.config?.rateLimit ? [429 as const] : []),
    500 as const,
    503 as const,
  ];
  return {
    url,
    schema: {
      ...schema,
      operationId: operationIdOf(String(route.method), route.url),
      security: isPublic ? [] : [{ bearer: [] }],
      ...(route.config?.idempotent && { headers: idempotencyKeyHeaderSchema }),
      response: {
        ...schema.response,
        ...Object.fromEntries(
          errorStatuses.map((status) => [status, errorAnswer(status, route.config?.invalidInput)]),
        ),
      },
    },
  };
};

/** The header of an idempotent write (plugins/idempotency.ts), as a parameter of its operation. */
const idempotencyKeyHeaderSchema = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description:
        'Optional: a key of the caller’s own (a UUID), the same on every retry of this write. A retry of a ' +
        'write that succeeded gets its first answer again, with Idempotent-Replayed: true; kept for a day.',
    },
  },
};

/**
 * A camelCase id from the method and the path, so it changes only when the operation does:
 * `GET /api/site/:siteCode/details` is `getSiteBySiteCodeDetails`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map(capitalised)].join('');
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
