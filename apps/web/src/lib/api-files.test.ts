import { defineContract, publicAccess, tokenStorageKey } from '@portale/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, configureApiClient } from './api-client.ts';
import { downloadApiFile, filenameFromContentDisposition, uploadApiFile } from './api-files.ts';

const fetchMock = vi.fn<typeof fetch>();
const storage = new Map<string, string>();

const exportContract = defineContract({
  method: 'GET',
  path: '/things/export',
  summary: 'test',
  tags: [],
  access: publicAccess,
  query: z.object({ query: z.string().optional() }),
  response: { 200: z.unknown() },
});

const uploadContract = defineContract({
  method: 'POST',
  path: '/things/:thingId/image',
  summary: 'test',
  tags: [],
  access: publicAccess,
  params: z.object({ thingId: z.string() }),
  response: { 200: z.object({ documentId: z.string() }) },
});

beforeEach(() => {
  storage.clear();
  storage.set(tokenStorageKey, 'secret-token');
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: '/api', onSessionExpired: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('filenameFromContentDisposition', () => {
  it('reads a quoted, a bare and an encoded name, preferring the encoded one', () => {
    expect(filenameFromContentDisposition('attachment; filename="ubicazioni.xlsx"', 'x')).toBe(
      'ubicazioni.xlsx',
    );
    expect(filenameFromContentDisposition('attachment; filename=report.pdf', 'x')).toBe('report.pdf');
    expect(
      filenameFromContentDisposition(
        `attachment; filename="citta.xlsx"; filename*=UTF-8''citt%C3%A0.xlsx`,
        'x',
      ),
    ).toBe('città.xlsx');
  });

  it('falls back when the header is missing or names nothing', () => {
    expect(filenameFromContentDisposition(null, 'export.xlsx')).toBe('export.xlsx');
    expect(filenameFromContentDisposition('attachment', 'export.xlsx')).toBe('export.xlsx');
    expect(filenameFromContentDisposition('attachment; filename=""', 'export.xlsx')).toBe('export.xlsx');
  });
});

describe('downloadApiFile', () => {
  it('sends the token and the query and returns the bytes under the server name', async () => {
    fetchMock.mockResolvedValue(
      new Response('bytes', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="ubicazioni-2026-03-01.xlsx"' },
      }),
    );

    const file = await downloadApiFile(exportContract, { query: { query: 'padiglione' } });

    expect(file.filename).toBe('ubicazioni-2026-03-01.xlsx');
    expect(await file.blob.text()).toBe('bytes');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/things/export?query=padiglione');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret-token');
  });

  it('rebuilds the API error of a failed download', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { message: 'Site not owned', status: 403, body: { code: 'SITE_NOT_OWNED' } },
        { status: 403 },
      ),
    );

    const error = await downloadApiFile(exportContract).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).body.code).toBe('SITE_NOT_OWNED');
  });
});

describe('uploadApiFile', () => {
  it('posts the file as multipart field "file" and parses the answer by the contract', async () => {
    fetchMock.mockResolvedValue(Response.json({ documentId: 'd-1', extra: true }));
    const file = new File(['png'], 'foto.png', { type: 'image/png' });

    const result = await uploadApiFile(uploadContract, file, { params: { thingId: 'T1' } });

    expect(result).toEqual({ documentId: 'd-1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/things/T1/image');
    expect(init?.method).toBe('POST');
    const sent = init?.body as FormData;
    expect((sent.get('file') as File).name).toBe('foto.png');
    // The browser writes the multipart boundary itself.
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });
});
