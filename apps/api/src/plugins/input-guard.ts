import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const maxDepth = 32;

/** Whether a parsed input holds a NUL character anywhere (PostgreSQL text cannot store one). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > maxDepth || value === null || typeof value !== 'object') return false;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((item) => containsNul(item, depth + 1));
}

/**
 * Refuses a NUL character in params, query or JSON body with 400 before any route sees it, so no
 * schema can forget to and no query reaches the database with one.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      if (containsNul(value)) {
        throw new AppError('VALIDATION', {
          fields: [{ path: part, message: 'NUL characters are not allowed' }],
        });
      }
    }
  });
}
