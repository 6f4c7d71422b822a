import { z } from 'zod';
import { errorCatalogue, type ApiErrorBody, type ErrorCode } from '@portale/shared';

/** The `{ message, status, body }` every failed call answers (plugins/errors.ts), for the document. */
const apiErrorSchema = z.object({
  message: z.string().describe("The error catalogue's message for the code"),
  status: z.number().int().describe('The HTTP status, repeated'),
  body: z.object({
    code: z.string().describe('The error catalogue code, e.g. VALIDATION, FORBIDDEN, SITE_NOT_FOUND'),
    requestId: z.string().optional().describe('Also in the x-request-id header'),
    fields: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('400: which input was refused, e.g. body.username or query.page'),
    importResult: z
      .unknown()
      .optional()
      .describe(
        '400 Import file not valid of an applied room import with rejected rows: the import result, ' +
          'with the errors by row and column (nothing was changed)',
      ),
  }),
}) satisfies z.ZodType<ApiErrorBody>;

/** The error schema as a component of the document; the error answers refer to it. */
export const apiErrorComponent = {
  name: 'ApiError',
  schema: withoutDialect(z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12', io: 'output' })),
};

const errorCodeByStatus = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'IDEMPOTENCY_IN_PROGRESS',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<number, ErrorCode>;

export type DocumentedErrorStatus = keyof typeof errorCodeByStatus;

const whenAnswered: Record<DocumentedErrorStatus, string> = {
  400: 'The params, query or body do not match the contract, or hold a NUL character; body.fields names them.',
  401: 'No bearer token, or its session has ended (then with the header Token-Expired: true).',
  403: "The user's role, sub-roles or permissions do not allow this call.",
  404: 'What the path names does not exist or is not visible to the user.',
  409: 'Another request with the same Idempotency-Key is still running; try again after Retry-After seconds.',
  429: 'Too many calls from this address, or by this user, in the last minute.',
  500: 'An unexpected failure; nothing about it is disclosed.',
  503: 'The database cannot be reached for the moment (a restart, a fail-over); try again after Retry-After seconds.',
};

/**
 * One error answer of an operation, as the body of a Fastify response schema for @fastify/swagger; a 400
 * says the route's own message for invalid input when its contract gives one.
 */
export function errorAnswer(status: DocumentedErrorStatus, invalidInput?: ErrorCode) {
  const code = status === 400 && invalidInput ? invalidInput : errorCodeByStatus[status];
  const { message } = errorCatalogue[code];
  return {
    description: `${message}. ${whenAnswered[status]}`,
    $ref: `#/components/schemas/${apiErrorComponent.name}`,
  };
}

function withoutDialect({ $schema: _dialect, ...schema }: Record<string, unknown>) {
  return schema;
}
