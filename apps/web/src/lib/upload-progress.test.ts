import { defineContract, publicAccess, tokenStorageKey } from '@portale/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, configureApiClient } from './api-client.ts';
import { uploadApiForm } from './api-files.ts';

const publishContract = defineContract({
  method: 'POST',
  path: '/things',
  summary: 'test',
  tags: [],
  access: publicAccess,
  response: { 201: z.object({ thingId: z.string() }) },
});

type Answer = { status: number; body: string; headers?: string };

/** A stand-in for the browser's XMLHttpRequest: it reports the chunks given, then answers. */
class FakeRequest {
  static answer: Answer = { status: 201, body: '{}' };
  static chunks: [number, number][] = [];
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: unknown = null;
  responseType = '';
  response: Blob | null = null;
  status = 0;
  statusText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getAllResponseHeaders() {
    return FakeRequest.answer.headers ?? 'content-type: application/json\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
    queueMicrotask(() => {
      for (const [loaded, total] of FakeRequest.chunks)
        this.upload.onprogress?.({ lengthComputable: true, loaded, total });
      this.status = FakeRequest.answer.status;
      this.response = new Blob([FakeRequest.answer.body]);
      this.onload?.();
    });
  }
}

const storage = new Map<string, string>();

beforeEach(() => {
  storage.clear();
  storage.set(tokenStorageKey, 'secret-token');
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  FakeRequest.sent = [];
  FakeRequest.chunks = [];
  configureApiClient({ baseUrl: '/api', onSessionExpired: () => undefined });
});

afterEach(() => vi.unstubAllGlobals());

const formWithFile = () => {
  const form = new FormData();
  form.append('pdf', new File(['%PDF-1.4'], 'fattura.pdf', { type: 'application/pdf' }));
  return form;
};

describe('uploadApiForm with progress', () => {
  it('reports the share sent, sends the token and the form, and reads the answer by the contract', async () => {
    FakeRequest.answer = { status: 201, body: JSON.stringify({ thingId: 't-1', extra: 1 }) };
    FakeRequest.chunks = [
      [25, 100],
      [100, 100],
    ];
    const progress: number[] = [];
    const form = formWithFile();

    const result = await uploadApiForm(publishContract, form, {
      onProgress: (share) => progress.push(share),
    });

    expect(result).toEqual({ thingId: 't-1' });
    expect(progress).toEqual([0.25, 1]);
    const [request] = FakeRequest.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/things');
    expect(request?.headers.get('authorization')).toBe('Bearer secret-token');
    expect(request?.body).toBe(form);
  });

  it('rebuilds the API error with its fields', async () => {
    const fields = [{ path: 'FatturaElettronicaBody/DatiGenerali', message: 'Campo obbligatorio mancante' }];
    FakeRequest.answer = {
      status: 400,
      body: JSON.stringify({
        message: 'Invalid electronic invoice',
        status: 400,
        body: { code: 'BILLING_INVALID_FATTURAPA', fields },
      }),
    };

    const error = await uploadApiForm(publishContract, formWithFile(), { onProgress: () => undefined }).catch(
      (reason: unknown) => reason,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toMatchObject({ code: 'BILLING_INVALID_FATTURAPA', fields });
  });

  it('stops the upload when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();

    const error = await uploadApiForm(publishContract, formWithFile(), {
      onProgress: () => undefined,
      signal: controller.signal,
    }).catch((reason: unknown) => reason);

    expect(FakeRequest.sent).toHaveLength(0);
    expect(error).toBeInstanceOf(DOMException);
  });
});
