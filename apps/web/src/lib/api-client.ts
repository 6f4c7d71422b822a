import { buildPath, type ApiErrorBody, type RouteContract } from '@portale/shared';
import type { z } from 'zod';
import { arrayOf, isString, optional, shape } from './json-checks.ts';
import { clearToken, getToken } from './session.ts';

export const requestTimeoutMs = 30_000;
const timeoutMessage = 'Errore timeout, riprova';
const unexpectedMessage = 'unexpected server error';

/** A failed call, rebuilt from the server's `{ message, status, body }`; status 0 when no answer arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody['body'];

  constructor({ message, status, body }: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type FieldError = NonNullable<ApiErrorBody['body']['fields']>[number];

/** The error shape of every failed call, checked by hand: the first screen loads no zod. */
const isErrorBody = shape<Omit<ApiErrorBody, 'status'>>({
  message: isString,
  body: shape<ApiErrorBody['body']>({
    code: isString,
    requestId: optional(isString),
    fields: optional(arrayOf(shape<FieldError>({ path: isString, message: isString }))),
    twoFactorCode: optional(isString),
    securityCode: optional(isString),
    // Any value: the rooms import page reads it with its own schema.
    importResult: (value): value is unknown => value === undefined || typeof value === 'object',
  }),
});

/**
 * An endpoint of the first screen, whose contract loads with its first call: the method and path
 * (checked against the contract's type) send the request at once, while `load` imports the contract,
 * whose zod schemas read the answer.
 */
export type LazyContract<C extends RouteContract> = Pick<C, 'method' | 'path'> &
  Pick<RouteContract, 'idempotent'> & { load: () => Promise<C> };

type InputKey = 'params' | 'query' | 'body';
type SchemaOf<C, K extends InputKey> = C extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type InputField<S, K extends InputKey> = S extends z.ZodType
  ? Partial<z.input<S>> extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

type CallOptions<C extends RouteContract> = InputField<SchemaOf<C, 'params'>, 'params'> &
  InputField<SchemaOf<C, 'query'>, 'query'> &
  InputField<SchemaOf<C, 'body'>, 'body'> & { signal?: AbortSignal };

type CallArgs<C extends RouteContract> =
  Partial<CallOptions<C>> extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

type ApiResult<C extends RouteContract> = z.output<NonNullable<C['response'][keyof C['response']]>>;

type LooseCallOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
};

let apiBaseUrl = '';
let sessionExpiredHandler: (() => void) | undefined;

/** The API base URL of /config.json (the real-time hub is at its origin). */
export const getApiBaseUrl = (): string => apiBaseUrl;

/** Called once at start-up, with the API base URL of /config.json and what to do when a session expires. */
export function configureApiClient(settings: { baseUrl: string; onSessionExpired: () => void }): void {
  apiBaseUrl = settings.baseUrl.replace(/\/+$/, '');
  sessionExpiredHandler = settings.onSessionExpired;
}

/** Calls one endpoint of the API as its contract describes it and returns the parsed success response. */
export async function callApi<C extends RouteContract>(
  contract: C | LazyContract<C>,
  ...[options]: CallArgs<C>
): Promise<ApiResult<C>> {
  const { params, query, body, signal } = (options ?? {}) as LooseCallOptions;
  return requestApi(
    contract,
    {
      params,
      query,
      signal,
      ...(body !== undefined && { body: JSON.stringify(body), contentType: 'application/json' }),
    },
    readContractResponse(contract),
  );
}

/** One request as requestApi sends it: the body already encoded (JSON text, a form with files). */
export type ApiRequest = {
  params?: Record<string, string | number> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: BodyInit | undefined;
  /** Set for a body the browser does not type by itself (JSON); a FormData body types itself. */
  contentType?: string | undefined;
  accept?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Longer for uploads and downloads; 30 s otherwise. */
  timeoutMs?: number | undefined;
  /** What sends it, when not `fetch`: an upload that reports its progress (lib/upload-progress.ts). */
  send?: ((url: string, init: RequestInit) => Promise<Response>) | undefined;
};

/**
 * Sends one request to a contract's endpoint with the stored bearer token and the timeout, turns every
 * failure into an ApiError (and a 401 Token-Expired into a signed-out session), and reads a success
 * with `readSuccess` (within the same timeout). callApi reads JSON through it; lib/api-files.ts files.
 */
export async function requestApi<T>(
  contract: Pick<RouteContract, 'method' | 'path' | 'idempotent'>,
  request: ApiRequest,
  readSuccess: (response: Response) => Promise<T>,
): Promise<T> {
  const { params, query, body, contentType, accept, signal, timeoutMs = requestTimeoutMs, send } = request;
  const headers = new Headers({ Accept: accept ?? 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (contentType) headers.set('Content-Type', contentType);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort(signal?.reason);
  if (signal?.aborted) abortFromCaller();
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  const url = `${apiBaseUrl}${buildPath(contract.path, params)}${toQueryString(query)}`;
  const init = { method: contract.method, headers, body, signal: controller.signal };
  const { idempotent } = contract;
  if (idempotent) headers.set('Idempotency-Key', newIdempotencyKey());

  try {
    let response: Response;
    // An idempotent write goes again, with the same key, while the server cannot answer for a moment (a
    // restart, a database fail-over, the first try still running) and the timeout allows: the user sees
    // a longer wait instead of an error, and the server does it once.
    for (;;) {
      const answer = await (send ?? fetch)(url, init).catch((error: unknown) => {
        if (!idempotent || controller.signal.aborted) throw error;
      });
      if (answer && !(idempotent && isMomentary(answer) && !controller.signal.aborted)) {
        response = answer;
        break;
      }
      // Past the timeout, the next try fails at once on the aborted signal.
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(answer)));
    }
    if (!response.ok) throw toApiError(response, await readPayload(response), token);
    return await readSuccess(response);
  } catch (error) {
    if (timedOut) throw new ApiError({ message: timeoutMessage, status: 0, body: { code: 'TIMEOUT' } });
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new ApiError({ message: unexpectedMessage, status: 0, body: { code: 'NETWORK_ERROR' } });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

/** Reads a JSON success as the contract describes it, for requestApi; a lazy contract starts loading now. */
export function readContractResponse<C extends RouteContract>(contract: C | LazyContract<C>) {
  const loading = 'load' in contract ? contract.load() : Promise.resolve(contract);
  // A failed import is reported by the read that awaits it; unread (the call failed), it is no news.
  loading.catch(() => undefined);
  return async (response: Response): Promise<ApiResult<C>> =>
    parseSuccess(await loading, response.status, await readPayload(response));
}

/** 128 random bits (crypto.randomUUID exists only on https pages, the portal may be served on http). */
const newIdempotencyKey = () => crypto.getRandomValues(new Uint32Array(4)).join('-');

/** A gateway or the API saying it cannot answer now, or (409 with Retry-After) that the first try still runs. */
const isMomentary = (response: Response) =>
  [502, 503, 504].includes(response.status) ||
  (response.status === 409 && response.headers.has('Retry-After'));

/** The server's Retry-After, at most 5 s; 1 s after a lost connection. */
const retryDelayMs = (response: Response | void) =>
  Math.min(Number(response?.headers.get('Retry-After')) || 1, 5) * 1000;

function toQueryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The JSON body; null when empty, undefined when it is not JSON. */
async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `sentToken` is the token of the request: only a session this tab still uses can expire; a late answer
 * about a token already replaced, or about a request sent with none, changes nothing.
 */
function toApiError(response: Response, payload: unknown, sentToken: string | null): ApiError {
  const expired = response.status === 401 && response.headers.get('Token-Expired') === 'true';
  if (expired && sentToken !== null && getToken() === sentToken) {
    clearToken();
    sessionExpiredHandler?.();
  }
  if (isErrorBody(payload)) {
    return new ApiError({ message: payload.message, status: response.status, body: payload.body });
  }
  return new ApiError({
    message: unexpectedMessage,
    status: response.status,
    body: { code: 'UNEXPECTED_RESPONSE' },
  });
}

function parseSuccess<C extends RouteContract>(contract: C, status: number, payload: unknown): ApiResult<C> {
  const schema = contract.response[status as keyof RouteContract['response']];
  const parsed = schema?.safeParse(payload);
  if (parsed?.success) return parsed.data as ApiResult<C>;
  console.error(
    `${contract.method} ${contract.path} answered ${status} outside its contract`,
    parsed?.error.issues,
  );
  throw new ApiError({ message: unexpectedMessage, status, body: { code: 'UNEXPECTED_RESPONSE' } });
}
