import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySiteListResult, SiteDetail, SiteDocument } from '@portale/shared';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
let dataDir = '';
const tokens: Record<string, string> = {};
const uploadLimit = 4096;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-images-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(uploadLimit) });
  for (const username of ['cliente.demo', 'altro.demo', 'staff.demo', 'operatore.demo']) {
    tokens[username] = await loginAs(testApp, username);
  }
});
afterAll(async () => {
  await closeTestApp(testApp);
  await rm(dataDir, { recursive: true, force: true });
});

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

/** A multipart/form-data body with one file part. */
function multipart(filename: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----portale-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (
  method: 'POST' | 'PUT',
  username: string,
  siteCode: string,
  filename: string,
  bytes: Buffer,
) => {
  const body = multipart(filename, bytes, 'image/png');
  return testApp.app.inject({
    method,
    url: `/api/site/attach/image?siteCode=${siteCode}`,
    headers: { ...body.headers, ...bearer(tokens[username] ?? '') },
    payload: body.payload,
  });
};
const get = (username: string, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[username] ?? '') });

describe('the site image', () => {
  let firstUrl = '';

  it('is uploaded by staff as an image checked by content, and returns its document and URL', async () => {
    const response = await upload('POST', 'operatore.demo', 'UB000001', 'facciata.png', png);
    expect(response.statusCode, response.body).toBe(200);
    const { documentId, url } = response.json<{ documentId: string; url: string }>();
    expect(url).toBe(`/api/site/UB000001/image/${documentId}`);
    firstUrl = url;
    const detail = (await get('cliente.demo', '/api/site/UB000001/details')).json<SiteDetail>();
    expect(detail.image).toBe(url);
    const list = (await get('cliente.demo', '/api/site/my-list?query=UB000001')).json<MySiteListResult>();
    expect(list.data[0]?.img).toBe(url);
  });

  it('is served to whoever may open the site, as an attachment that is never sniffed nor kept', async () => {
    const response = await get('cliente.demo', firstUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ub000001.png";/);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect((await get('altro.demo', firstUrl)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(401);
  });

  it('is replaced with PUT: the new one is current, the old one outdated but still served', async () => {
    const response = await upload('PUT', 'staff.demo', 'UB000001', 'ingresso.JPG', jpeg);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).not.toBe(firstUrl);
    expect((await get('cliente.demo', '/api/site/UB000001/details')).json<SiteDetail>().image).toBe(url);
    expect((await get('cliente.demo', url)).headers['content-type']).toBe('image/jpeg');
    expect((await get('cliente.demo', firstUrl)).statusCode).toBe(200);
    const documents = (await get('cliente.demo', '/api/site/UB000001/details/documents')).json<
      SiteDocument[]
    >();
    expect(documents.some((document) => document.category === 'site-image')).toBe(false);
  });

  it('refuses what is not an image, whatever its name, and files over the size limit', async () => {
    const svg = await upload('POST', 'staff.demo', 'UB000002', 'logo.png', Buffer.from('<svg xmlns="x"/>'));
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ message: 'Incorrect data', body: { fields: [{ path: 'file' }] } });
    const pdf = await upload('POST', 'staff.demo', 'UB000002', 'foto.pdf', png);
    expect(pdf.statusCode).toBe(400);
    const large = await upload(
      'POST',
      'staff.demo',
      'UB000002',
      'grande.png',
      Buffer.concat([png, Buffer.alloc(uploadLimit)]),
    );
    expect(large.statusCode).toBe(413);
    const notMultipart = await testApp.app.inject({
      method: 'POST',
      url: '/api/site/attach/image?siteCode=UB000002',
      headers: bearer(tokens['staff.demo'] ?? ''),
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect((await get('staff.demo', '/api/site/UB000002/details')).json<SiteDetail>().image).toBeNull();
  });

  it('answers 404 for an unknown site or image, 400 for a malformed code, 403 to customers', async () => {
    expect((await upload('POST', 'staff.demo', 'UB999999', 'a.png', png)).statusCode).toBe(404);
    const malformed = await upload('POST', 'staff.demo', 'nope', 'a.png', png);
    expect(malformed.json()).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'querystring.siteCode' }] },
    });
    expect((await upload('POST', 'cliente.demo', 'UB000001', 'a.png', png)).statusCode).toBe(403);
    const unknown = await get(
      'cliente.demo',
      '/api/site/UB000001/image/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.json()).toMatchObject({ status: 404, message: 'Image not found' });
    expect((await get('cliente.demo', '/api/site/UB000001/image/..%2F..%2Fetc')).statusCode).toBe(404);
  });
});
