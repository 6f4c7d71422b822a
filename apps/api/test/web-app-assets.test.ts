import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The built web app as the API serves it (plugins/web-app.ts), on a small dist folder of its own made
 * as the build makes it (apps/web/build/precompress-plugin.ts): each file with its .br and .gz beside
 * it. The variant follows Accept-Encoding; hashed assets are kept for a year, index.html never without
 * asking again.
 */

const script = `export const greeting = ${JSON.stringify('Benvenuto nel portale. '.repeat(40))};\n`;
const page = `<!doctype html><html lang="it"><head><title>Portale Clienti</title></head><body>${'<p>Portale Clienti</p>'.repeat(30)}</body></html>`;
const assetPath = '/assets/entry-Ab12Cd34.js';

let distDir: string;
let testApp: TestApp;

function writeWithVariants(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'portale-web-dist-'));
  writeWithVariants(path.join(distDir, 'index.html'), page);
  writeWithVariants(path.join(distDir, assetPath), script);
  testApp = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await closeTestApp(testApp);
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const varyNames = (vary: unknown) =>
  String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('a hashed asset', () => {
  it('comes as brotli when the browser accepts it, kept for a year', async () => {
    const response = await get(assetPath, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyNames(response.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('comes as gzip to a browser without brotli', async () => {
    const response = await get(assetPath, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyNames(response.headers.vary)).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('comes as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(assetPath, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varyNames(response.headers.vary)).toContain('accept-encoding');
      expect(response.body).toBe(script);
    }
  });

  it('is a 404, not the page, when it does not exist, and its variants are no addresses', async () => {
    for (const url of ['/assets/entry-Zz99Yy88.js', `${assetPath}.br`, `${assetPath}.gz`]) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/text\/html/);
    }
  });
});

describe('index.html', () => {
  it.each(['/', '/index.html', '/login', '/dashboard', '/sites/42?tab=documenti'])(
    'is asked for again on every load at %s, compressed too',
    async (url) => {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(varyNames(response.headers.vary)).toContain('accept-encoding');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    },
  );

  it('comes as gzip, or as it is, to a client route too', async () => {
    const gzipped = await get('/dashboard', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(page);
    const plain = await get('/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(page);
  });

  it('is not the answer to an unknown /api path', async () => {
    const response = await get('/api/no-such-thing', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
