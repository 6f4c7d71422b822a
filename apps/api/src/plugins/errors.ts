import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalogue, type ApiErrorBody, type ErrorCode } from '@portale/shared';
import { AppError } from './app-error.ts';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from './database-unavailable.ts';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue entry of the route's invalid input (the contract's invalidInput). */
    invalidInput?: ErrorCode;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** The catalogue entry a request refused for its input answers on this route. */
const invalidInputOf = (request: FastifyRequest): ErrorCode =>
  request.routeOptions.config.invalidInput ?? 'VALIDATION';

/** Catalogue entries used for framework errors that carry only an HTTP status. */
const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
  fields?: ApiErrorBody['body']['fields'],
  extra?: AppError['details']['body'],
) {
  const payload: ApiErrorBody = {
    message,
    status,
    body: { code, requestId: request.id, ...(fields && { fields }), ...extra },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(payload);
}

export function sendAppError(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  for (const [name, value] of Object.entries(error.details.headers ?? {})) reply.header(name, value);
  return sendError(
    reply,
    request,
    error.status,
    error.code,
    error.message,
    error.details.fields,
    error.details.body,
  );
}

/**
 * Turns every failure into `{ message, status, body }` with the catalogue's message. Client errors keep
 * their status; a database that cannot be reached is a 503 with Retry-After; anything else is logged in
 * full and answered with the generic 500, hiding internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const invalidInput = invalidInputOf(request);
      // The input guard's refusal (a NUL) is the route's invalid input too.
      if (error.code === 'VALIDATION' && invalidInput !== 'VALIDATION') {
        const { status, message } = errorCatalogue[invalidInput];
        return sendError(reply, request, status, invalidInput, message, error.details.fields);
      }
      // A 503 is the database away or this instance draining: expected, and said by whoever caused it.
      if (error.status >= 500 && error.code !== 'SERVICE_UNAVAILABLE') {
        request.log.error({ err: error }, 'request failed');
      }
      // A refusal with a cause (a file exceljs could not parse, say) keeps it where support can look.
      else if (error.cause !== undefined)
        request.log.info({ err: error.cause, code: error.code }, 'request refused');
      return sendAppError(reply, request, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? 'invalid value',
      }));
      const code = invalidInputOf(request);
      const { status, message } = errorCatalogue[code];
      return sendError(reply, request, status, code, message, fields);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = codeByStatus[status];
      const message = code ? errorCatalogue[code].message : 'unexpected server error';
      return sendError(reply, request, status, code ?? error.code ?? 'CLIENT_ERROR', message);
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or a fail-over: nothing the request did wrong, and the next one will likely succeed.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(databaseRetryAfterSeconds));
      const { status, message } = errorCatalogue.SERVICE_UNAVAILABLE;
      return sendError(reply, request, status, 'SERVICE_UNAVAILABLE', message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, request, 500, 'INTERNAL', errorCatalogue.INTERNAL.message);
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, request, 404, 'NOT_FOUND', errorCatalogue.NOT_FOUND.message);
}
