import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDocument } from '@portale/shared';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

let testApp: TestApp;
let dataDir = '';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-documents-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  for (const username of ['cliente.demo', 'limitato.demo', 'altro.demo', 'staff.demo']) {
    tokens[username] = await loginAs(testApp, username);
  }
});
afterAll(async () => {
  await closeTestApp(testApp);
  await rm(dataDir, { recursive: true, force: true });
});

const get = (username: string, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[username] ?? '') });

async function documentsOf(username: string, siteCode: string) {
  const response = await get(username, `/api/site/${siteCode}/details/documents`);
  expect(response.statusCode).toBe(200);
  return response.json<SiteDocument[]>();
}

const fileUrl = (siteCode: string, documentId: string) =>
  `/api/site/${siteCode}/details/documents/${documentId}/file`;

describe('GET /site/{siteCode}/details/documents/{documentId}/file', () => {
  it("sends the document's PDF as a download with its name, and counts the customer's download", async () => {
    const [pos] = (await documentsOf('cliente.demo', 'UB000001')).filter((row) => row.category === 'pos');
    if (!pos) throw new Error('the demo site has no POS');

    const response = await get('cliente.demo', fileUrl('UB000001', pos.documentId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="${pos.filename}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(response.rawPayload.toString('latin1')).toContain('Padiglione A');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const after = (await documentsOf('cliente.demo', 'UB000001')).find(
      (row) => row.documentId === pos.documentId,
    );
    expect(after?.downloadCount).toBe(1);
    expect(after?.lastDownload).not.toBeNull();
    // Another user of the customer has not opened it yet.
    const forOther = (await documentsOf('limitato.demo', 'UB000001')).find(
      (row) => row.documentId === pos.documentId,
    );
    expect(forOther?.downloadCount).toBe(0);
  });

  it("does not count staff's downloads, who see everybody's", async () => {
    const [document] = await documentsOf('staff.demo', 'UB000001');
    if (!document) throw new Error('the demo site has no documents');
    const before = document.downloadCount;
    expect((await get('staff.demo', fileUrl('UB000001', document.documentId))).statusCode).toBe(200);
    const after = (await documentsOf('staff.demo', 'UB000001')).find(
      (row) => row.documentId === document.documentId,
    );
    expect(after?.downloadCount).toBe(before);
  });

  it("refuses another customer's site, and a document of another site", async () => {
    const [document] = await documentsOf('cliente.demo', 'UB000001');
    if (!document) throw new Error('the demo site has no documents');
    const foreign = await get('altro.demo', fileUrl('UB000001', document.documentId));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: 'Site not owned' });

    const elsewhere = (await documentsOf('cliente.demo', 'UB000002')).map((row) => row.documentId);
    const onlyOnFirst = (await documentsOf('cliente.demo', 'UB000001')).find(
      (row) => !elsewhere.includes(row.documentId),
    );
    if (!onlyOnFirst) throw new Error('every document of UB000001 is also on UB000002');
    const wrongSite = await get('cliente.demo', fileUrl('UB000002', onlyOnFirst.documentId));
    expect(wrongSite.statusCode).toBe(404);
    expect(wrongSite.json()).toMatchObject({ message: 'Document not found' });
  });

  it('answers 404 for an unknown or malformed id and 400 for a malformed site code', async () => {
    const unknown = await get('cliente.demo', fileUrl('UB000001', '00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect((await get('cliente.demo', fileUrl('UB000001', 'nonsense'))).statusCode).toBe(404);
    expect((await get('cliente.demo', fileUrl('XX1', 'nonsense'))).statusCode).toBe(400);
  });
});
