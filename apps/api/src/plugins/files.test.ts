import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStore, detectImageType } from './files.ts';

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.contentType).toBe('image/jpeg');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(detectImageType(png)?.extension).toBe('png');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(detectImageType(webp)?.contentType).toBe('image/webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('createFileStore', () => {
  let root = '';
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores under a generated key and reads it back, refusing keys it did not make', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'portale-files-'));
    const store = createFileStore(root);
    const key = await store.save(Buffer.from('ciao'), 'png');
    expect(key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const file = await store.open(key);
    expect(file?.sizeBytes).toBe(4);
    expect(await text(file!.stream)).toBe('ciao');
    expect(await store.open('../../etc/passwd')).toBeNull();
    const odd = await store.save(Buffer.from('x'), 'P D/F');
    expect(odd).toMatch(/\.pdf$/);
    expect(await store.open(odd)).not.toBeNull();
    expect(await store.save(Buffer.from('x'), '')).toMatch(/\.bin$/);
    expect(await store.open('2026/01/00000000-0000-0000-0000-000000000000.png')).toBeNull();
  });
});
