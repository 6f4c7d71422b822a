import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingListResult, DocumentListResult, Profile } from '@portale/shared';
import { eventually } from './support/eventually.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * The documents and billing badges are kept in memory per user between changes (the badgeCounts
 * cache): a profile load answered from memory must still show at once what the user opened, also by
 * downloading (a read that records the opening), and soon what changed outside the app.
 */
let testApp: TestApp;
let dataDir = '';
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  // A folder of its own, so that the demo documents' files are there to download.
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-badges-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  tokens['cliente.demo'] = await loginAs(testApp, 'cliente.demo');
});
afterAll(async () => {
  await closeTestApp(testApp);
  await rm(dataDir, { recursive: true, force: true });
});

const badges = async () => {
  const profile = (await call('GET', '/user/me', 'cliente.demo')).json<Profile>();
  return { documents: profile.newDocuments, billing: profile.newBillingDocuments };
};

const unopenedDocumentIds = async () =>
  (await call('GET', '/documents/my-list?pageSize=100', 'cliente.demo'))
    .json<DocumentListResult>()
    .data.filter((item) => item.unopened)
    .map((item) => item.documentId);

const unopenedInvoiceIds = async () =>
  (await call('GET', '/billing/my-list?pageSize=100', 'cliente.demo'))
    .json<BillingListResult>()
    .data.filter((item) => item.unopened)
    .map((item) => item.documentId);

describe('the badge counts kept in memory', () => {
  it('answers a second profile load from memory with the same badges', async () => {
    const first = await badges();
    const before = testApp.caches.badgeCounts.stats();
    expect(await badges()).toEqual(first);
    const after = testApp.caches.badgeCounts.stats();
    expect(after.hits - before.hits).toBe(2);
    expect(after.misses).toBe(before.misses);
  });

  it('lowers the documents badge at once when a document is downloaded', async () => {
    const [documentId] = await unopenedDocumentIds();
    expect(documentId).toBeDefined();
    const before = await badges();
    const download = await call('GET', `/documents/${documentId}/file`, 'cliente.demo');
    expect(download.statusCode).toBe(200);
    expect((await badges()).documents).toBe(before.documents - 1);
  });

  it('lowers the billing badge at once when an invoice’s PDF is downloaded', async () => {
    const [documentId] = await unopenedInvoiceIds();
    expect(documentId).toBeDefined();
    const before = await badges();
    const download = await call('GET', `/billing/documents/${documentId}/pdf`, 'cliente.demo');
    expect(download.statusCode).toBe(200);
    expect((await badges()).billing).toBe(before.billing - 1);
  });

  it('sees an opening recorded outside the app once the database announces it', async () => {
    const [documentId] = await unopenedDocumentIds();
    expect(documentId).toBeDefined();
    const before = await badges();
    await testApp.database.db.execute(
      sql`insert into document_opens (user_id, document_id, opened_at)
        select id, ${documentId}::uuid, now() from users where username = 'cliente.demo'`,
    );
    await eventually(async () => (await badges()).documents === before.documents - 1);
  });
});
