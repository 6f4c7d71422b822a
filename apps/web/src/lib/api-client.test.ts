import {
  defineContract,
  loginContract,
  logoutContract,
  meContract,
  publicAccess,
  tokenStorageKey,
} from '@portale/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, callApi, configureApiClient, requestTimeoutMs, type LazyContract } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();
const onSessionExpired = vi.fn();
const storage = new Map<string, string>();

function jsonResponse(status: number, payload: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(payload), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function requestOf(call = 0): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => expect.unreachable('the call should fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const siteContract = defineContract({
  method: 'GET',
  path: '/site/:siteCode/rooms',
  summary: 'test',
  tags: [],
  access: publicAccess,
  params: z.object({ siteCode: z.string() }),
  query: z.object({ search: z.string().optional(), floor: z.array(z.number()).optional() }),
  response: { 200: z.array(z.object({ id: z.number() })) },
});

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: '/api/', onSessionExpired });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onSessionExpired.mockReset();
});

describe('callApi', () => {
  it('posts the JSON body to the contract path under the base URL and returns the parsed result', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { token: 't-1', expiresAt: '2026-01-01T00:00:00Z', extra: 1 }),
    );

    const result = await callApi(loginContract, { body: { username: ' giulia ', password: 'segreta' } });

    expect(result).toEqual({ token: 't-1', expiresAt: '2026-01-01T00:00:00Z' });
    const { url, init, headers } = requestOf();
    expect(url).toBe('/api/user/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: ' giulia ', password: 'segreta' });
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer token', async () => {
    storage.set(tokenStorageKey, 'abc123');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(callApi(logoutContract)).resolves.toBeNull();

    const { headers, init } = requestOf();
    expect(headers.get('Authorization')).toBe('Bearer abc123');
    expect(headers.has('Content-Type')).toBe(false);
    expect(init.body).toBeUndefined();
  });

  it('fills path parameters and query strings', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 1 }]));

    await callApi(siteContract, {
      params: { siteCode: 'MI 01/A' },
      query: { search: 'bagno', floor: [1, 2] },
    });

    expect(requestOf().url).toBe('/api/site/MI%2001%2FA/rooms?search=bagno&floor=1&floor=2');
  });

  it('rebuilds the server error with its message, status and body', async () => {
    const body = { code: 'LOGIN_LOCKOUT', requestId: 'req-7' };
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'User Lockout', status: 409, body }));

    const error = await failureOf(callApi(loginContract, { body: { username: 'a', password: 'b' } }));

    expect(error.message).toBe('User Lockout');
    expect(error.status).toBe(409);
    expect(error.body).toEqual(body);
  });

  it('keeps the security code of a 419 login, for the password renewal', async () => {
    const body = { code: 'LOGIN_PASSWORD_EXPIRED', securityCode: 'renew-1' };
    fetchMock.mockResolvedValue(jsonResponse(419, { message: 'Password Expired', status: 419, body }));

    const error = await failureOf(callApi(loginContract, { body: { username: 'a', password: 'b' } }));

    expect(error.status).toBe(419);
    expect(error.body.securityCode).toBe('renew-1');
  });

  it('falls back to the generic message when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await failureOf(callApi(meContract));

    expect(error.message).toBe('unexpected server error');
    expect(error.status).toBe(502);
  });

  it('rejects a success response that does not match the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 42 }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const error = await failureOf(callApi(loginContract, { body: { username: 'a', password: 'b' } }));

    expect(error.message).toBe('unexpected server error');
    expect(error.status).toBe(200);
    expect(consoleError).toHaveBeenCalledWith(
      'POST /user/login answered 200 outside its contract',
      expect.any(Array),
    );
  });

  it('answers an error body of another shape with the generic message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'Bad', body: { code: 7 } }));

    const error = await failureOf(callApi(meContract));

    expect(error.message).toBe('unexpected server error');
    expect(error.body.code).toBe('UNEXPECTED_RESPONSE');
  });

  it('sends the call of a lazy contract at once and reads its answer with the loaded contract', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { token: 't-1', expiresAt: '2026-01-01T00:00:00Z', extra: 1 }),
    );
    let loadContract: (contract: typeof loginContract) => void = () => undefined;
    const lazyLogin: LazyContract<typeof loginContract> = {
      method: 'POST',
      path: '/user/login',
      load: () => new Promise((resolve) => (loadContract = resolve)),
    };

    const pending = callApi(lazyLogin, { body: { username: 'giulia', password: 'segreta' } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    loadContract(loginContract);

    await expect(pending).resolves.toEqual({ token: 't-1', expiresAt: '2026-01-01T00:00:00Z' });
    expect(requestOf().url).toBe('/api/user/login');
  });

  it('turns a lazy contract that cannot be loaded into a network error', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 't-1', expiresAt: '2026-01-01T00:00:00Z' }));
    const lazyMe: LazyContract<typeof meContract> = {
      method: 'GET',
      path: '/user/me',
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };

    const error = await failureOf(callApi(lazyMe));

    expect(error.body.code).toBe('NETWORK_ERROR');
  });

  it('clears the token and reports the expired session on 401 with Token-Expired', async () => {
    storage.set(tokenStorageKey, 'old-token');
    fetchMock.mockResolvedValue(
      jsonResponse(
        401,
        { message: 'Unauthorized', status: 401, body: { code: 'UNAUTHORIZED' } },
        { 'Token-Expired': 'true' },
      ),
    );

    const error = await failureOf(callApi(meContract));

    expect(error.status).toBe(401);
    expect(storage.has(tokenStorageKey)).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps a token stored while an answer about the previous one was on its way', async () => {
    storage.set(tokenStorageKey, 'impersonated');
    fetchMock.mockImplementation(async () => {
      storage.set(tokenStorageKey, 'staff');
      return jsonResponse(
        401,
        { message: 'Unauthorized', status: 401, body: { code: 'UNAUTHORIZED' } },
        { 'Token-Expired': 'true' },
      );
    });

    await failureOf(callApi(meContract));

    expect(storage.get(tokenStorageKey)).toBe('staff');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('reports no expired session for a request sent without a token', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        401,
        { message: 'Unauthorized', status: 401, body: { code: 'UNAUTHORIZED' } },
        { 'Token-Expired': 'true' },
      ),
    );

    await failureOf(callApi(meContract));

    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the token on a 401 without Token-Expired, such as wrong credentials', async () => {
    storage.set(tokenStorageKey, 'kept');
    fetchMock.mockResolvedValue(
      jsonResponse(401, {
        message: 'User is not authorized to access',
        status: 401,
        body: { code: 'LOGIN_NOT_AUTHORIZED' },
      }),
    );

    const error = await failureOf(callApi(loginContract, { body: { username: 'a', password: 'b' } }));

    expect(error.message).toBe('User is not authorized to access');
    expect(storage.get(tokenStorageKey)).toBe('kept');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('gives up after 30 seconds with the timeout message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

    const pending = failureOf(callApi(meContract));
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;

    expect(error.message).toBe('Errore timeout, riprova');
    expect(error.status).toBe(0);
    expect(error.body.code).toBe('TIMEOUT');
  });

  it('turns a network failure into an error with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await failureOf(callApi(meContract));

    expect(error.status).toBe(0);
    expect(error.body.code).toBe('NETWORK_ERROR');
  });

  it('lets a cancellation by the caller through unchanged', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();

    const pending = callApi(meContract, { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('an idempotent write', () => {
  const createContract = defineContract({
    method: 'POST',
    path: '/tickets',
    summary: 'test',
    tags: [],
    access: publicAccess,
    idempotent: true,
    body: z.object({ subject: z.string() }),
    response: { 201: z.object({ id: z.number() }) },
  });

  it('is sent again with the same key while the server is briefly unavailable, and answers once it is back', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(503, { message: 'x', body: { code: 'SERVICE_UNAVAILABLE' } }, { 'Retry-After': '2' }),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        jsonResponse(
          409,
          { message: 'x', body: { code: 'IDEMPOTENCY_IN_PROGRESS' } },
          { 'Retry-After': '1' },
        ),
      )
      .mockResolvedValueOnce(jsonResponse(201, { id: 7 }));

    const pending = callApi(createContract, { body: { subject: 'Perdita' } });
    await vi.advanceTimersByTimeAsync(2000 + 1000 + 1000);

    await expect(pending).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const keys = [0, 1, 2, 3].map((call) => requestOf(call).headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^\d+-\d+-\d+-\d+$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('gets a new key on each call, and is not sent again for an answer that is final', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'Conflict', body: { code: 'TICKET_STATE' } }));

    const first = await failureOf(callApi(createContract, { body: { subject: 'a' } }));
    await failureOf(callApi(createContract, { body: { subject: 'a' } }));

    expect(first.status).toBe(409);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestOf(0).headers.get('Idempotency-Key')).not.toBe(requestOf(1).headers.get('Idempotency-Key'));
  });

  it('gives up with the timeout message when the server stays unavailable', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(503, { message: 'x', body: { code: 'SERVICE_UNAVAILABLE' } }, { 'Retry-After': '2' }),
      ),
    );

    const pending = failureOf(callApi(createContract, { body: { subject: 'a' } }));
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);

    expect((await pending).body.code).toBe('TIMEOUT');
    expect(fetchMock.mock.calls.length).toBeGreaterThan(10);
  });

  it('is not what a plain call is: a read that meets a 503 fails at once, with no key sent', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { message: 'x', body: { code: 'SERVICE_UNAVAILABLE' } }));

    expect((await failureOf(callApi(meContract))).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestOf().headers.has('Idempotency-Key')).toBe(false);
  });
});
