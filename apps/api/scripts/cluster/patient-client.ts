/**
 * The fault test's client: calls the API as the web client does (apps/web/src/lib/api-client.ts). A
 * write that may be retried goes with an Idempotency-Key and, like a read, is sent again with the same
 * key on a 502, 503 or 504, a 409 with Retry-After, or a lost connection, waiting Retry-After (1 s by
 * default, at most 5), until it succeeds or 30 s have passed. Every attempt is recorded.
 */
import { randomUUID } from 'node:crypto';

export const clientTimeoutMs = 30_000;

export type Attempt = { status: number; retryAfter: string | null; startedAt: number; ms: number };

export type Call = {
  label: string;
  startedAt: number;
  endedAt: number;
  attempts: Attempt[];
  ok: boolean;
  status: number;
  body: unknown;
};

const isMomentary = (status: number, retryAfter: string | null) =>
  status === 0 || [502, 503, 504].includes(status) || (status === 409 && retryAfter !== null);

export async function patientCall(
  url: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    label: string;
  },
): Promise<Call> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['idempotency-key'] = randomUUID();
  const startedAt = performance.now();
  const attempts: Attempt[] = [];
  for (;;) {
    const attemptStart = performance.now();
    const remaining = clientTimeoutMs - (attemptStart - startedAt);
    // 0: no answer (a connection refused or cut, the timeout).
    let status = 0;
    let retryAfter: string | null = null;
    let body: unknown = null;
    try {
      const response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(Math.max(Math.round(remaining), 1)),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      body = parsed(await response.text());
    } catch (error) {
      if (process.env.FAULTS_DEBUG) console.log('attempt failed', url, error);
    }
    const endedAt = performance.now();
    attempts.push({ status, retryAfter, startedAt: attemptStart, ms: endedAt - attemptStart });
    const waitMs = Math.min(Number(retryAfter) || 1, 5) * 1000;
    const giveUp = endedAt - startedAt + waitMs >= clientTimeoutMs;
    if (!isMomentary(status, retryAfter) || giveUp) {
      const ok = status >= 200 && status < 300;
      return { label: options.label, startedAt, endedAt, attempts, ok, status, body };
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

/** JSON when it is, the text otherwise (a gateway's page), null when empty. */
function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
