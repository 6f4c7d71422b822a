import type { z } from 'zod';
import type { AccessPolicy } from './access/policy.ts';
import type { ErrorCode } from './errors/catalogue.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * One endpoint's contract: the API registers it, the web client calls it, and both read the same zod
 * schemas. `path` uses Fastify's `:param` syntax and is relative to the `/api` prefix.
 */
export type RouteContract = {
  method: HttpMethod;
  path: string;
  summary: string;
  /** A longer explanation for the OpenAPI document: statuses, links, rules. */
  description?: string;
  tags: string[];
  access: AccessPolicy;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Responses by status; 200 (or 201/204) is the success shape. */
  response: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
  /**
   * The catalogue entry a request that does not match the contract answers (a 400): VALIDATION,
   * 'Invalid parameters', unless SPEC.md section 8 gives the call its own, as the login's 'Unknow error'.
   */
  invalidInput?: ErrorCode;
  /**
   * A write a retry could double (creating a ticket, a message, an upload): it honours an
   * `Idempotency-Key` header, and the web client sends one and retries it on a 503 or a lost connection.
   */
  idempotent?: true;
};

export const defineContract = <const C extends RouteContract>(contract: C): C => contract;

/** Fills `:param` placeholders of a contract path. */
export function buildPath(pathTemplate: string, params: Record<string, string | number> = {}): string {
  return pathTemplate.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
