import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BillingListResult,
  DocumentListResult,
  MessageThreadListResult,
  Profile,
  TicketListResult,
} from '@portale/shared';
import { eventually } from './support/eventually.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * The documents, billing, tickets and communications badges are kept in memory per user between
 * changes (the badgeCounts cache): a profile load answered from memory must still show at once what the
 * user opened, also by downloading (a read that records the opening), and soon what changed outside the
 * app.
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
  return {
    documents: profile.newDocuments,
    billing: profile.newBillingDocuments,
    tickets: profile.newTickets,
    communications: profile.newCommunications,
  };
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

const unseenTicketIds = async () =>
  (await call('GET', '/tickets/my-list?pageSize=100', 'cliente.demo'))
    .json<TicketListResult>()
    .data.filter((item) => item.unseen)
    .map((item) => item.ticketId);

const unreadThreadIds = async () =>
  (await call('GET', '/messages/my-list?pageSize=100', 'cliente.demo'))
    .json<MessageThreadListResult>()
    .data.filter((item) => item.unread)
    .map((item) => item.threadId);

describe('the badge counts kept in memory', () => {
  it('answers a second profile load from memory with the same badges', async () => {
    const first = await badges();
    const before = testApp.caches.badgeCounts.stats();
    expect(await badges()).toEqual(first);
    const after = testApp.caches.badgeCounts.stats();
    // One kept count a badge: documents, billing, tickets and communications.
    expect(after.hits - before.hits).toBe(4);
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

  it('lowers the tickets badge at once when a ticket with news is opened', async () => {
    const [ticketId] = await unseenTicketIds();
    expect(ticketId).toBeDefined();
    const before = await badges();
    expect((await call('POST', `/tickets/${ticketId}/seen`, 'cliente.demo')).statusCode).toBe(200);
    expect((await badges()).tickets).toBe(before.tickets - 1);
  });

  it('lowers the communications badge at once when a communication is read', async () => {
    const [threadId] = await unreadThreadIds();
    expect(threadId).toBeDefined();
    const before = await badges();
    expect((await call('POST', `/messages/${threadId}/read`, 'cliente.demo')).statusCode).toBeLessThan(300);
    expect((await badges()).communications).toBe(before.communications - 1);
  });

  it('sees a ticket read outside the app once the database announces it', async () => {
    const [ticketId] = await unseenTicketIds();
    expect(ticketId).toBeDefined();
    const before = await badges();
    await testApp.database.db.execute(
      sql`insert into ticket_seen (user_id, ticket_id, seen_at)
        select id, ${ticketId}::uuid, now() from users where username = 'cliente.demo'
        on conflict (user_id, ticket_id) do update set seen_at = now()`,
    );
    await eventually(async () => (await badges()).tickets === before.tickets - 1);
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
