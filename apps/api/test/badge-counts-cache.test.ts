import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
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

type Badge = keyof Awaited<ReturnType<typeof badges>>;

/** The ids of cliente.demo's items a list marks as new for them (unopened, unseen, unread). */
const newItemIds = async <T>(url: string, isNew: (item: T) => boolean, idOf: (item: T) => string) =>
  (await call('GET', url, 'cliente.demo')).json<{ data: T[] }>().data.filter(isNew).map(idOf);

const unopenedDocumentIds = () =>
  newItemIds<DocumentListResult['data'][number]>(
    '/documents/my-list?pageSize=100',
    (item) => item.unopened,
    (item) => item.documentId,
  );
const unopenedInvoiceIds = () =>
  newItemIds<BillingListResult['data'][number]>(
    '/billing/my-list?pageSize=100',
    (item) => item.unopened,
    (item) => item.documentId,
  );
const unseenTicketIds = () =>
  newItemIds<TicketListResult['data'][number]>(
    '/tickets/my-list?pageSize=100',
    (item) => item.unseen,
    (item) => item.ticketId,
  );
const unreadThreadIds = () =>
  newItemIds<MessageThreadListResult['data'][number]>(
    '/messages/my-list?pageSize=100',
    (item) => item.unread,
    (item) => item.threadId,
  );

/**
 * Opens the first new item by a request of the app (answered `status`): its badge is one lower on the
 * very next profile load, though that load is otherwise answered from memory.
 */
async function expectLoweredAtOnce(
  badge: Badge,
  ids: Promise<string[]>,
  open: (id: string) => ['GET' | 'POST', string],
  status: number,
) {
  const [id] = await ids;
  expect(id).toBeDefined();
  const before = await badges();
  const [method, url] = open(id ?? '');
  expect((await call(method, url, 'cliente.demo')).statusCode).toBe(status);
  expect((await badges())[badge]).toBe(before[badge] - 1);
}

/** Opens the first new item in the database directly: its badge is one lower once the change is announced. */
async function expectLoweredOnNotice(badge: Badge, ids: Promise<string[]>, open: (id: string) => SQL) {
  const [id] = await ids;
  expect(id).toBeDefined();
  const before = await badges();
  await testApp.database.db.execute(open(id ?? ''));
  await eventually(async () => (await badges())[badge] === before[badge] - 1);
}

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

  it('lowers the documents badge at once when a document is downloaded', () =>
    expectLoweredAtOnce('documents', unopenedDocumentIds(), (id) => ['GET', `/documents/${id}/file`], 200));

  it('lowers the billing badge at once when an invoice’s PDF is downloaded', () =>
    expectLoweredAtOnce(
      'billing',
      unopenedInvoiceIds(),
      (id) => ['GET', `/billing/documents/${id}/pdf`],
      200,
    ));

  it('lowers the tickets badge at once when a ticket with news is opened', () =>
    expectLoweredAtOnce('tickets', unseenTicketIds(), (id) => ['POST', `/tickets/${id}/seen`], 200));

  it('lowers the communications badge at once when a communication is read', () =>
    expectLoweredAtOnce('communications', unreadThreadIds(), (id) => ['POST', `/messages/${id}/read`], 204));

  it('sees a ticket read outside the app once the database announces it', () =>
    expectLoweredOnNotice(
      'tickets',
      unseenTicketIds(),
      (id) => sql`insert into ticket_seen (user_id, ticket_id, seen_at)
        select id, ${id}::uuid, now() from users where username = 'cliente.demo'
        on conflict (user_id, ticket_id) do update set seen_at = now()`,
    ));

  it('sees an opening recorded outside the app once the database announces it', () =>
    expectLoweredOnNotice(
      'documents',
      unopenedDocumentIds(),
      (id) => sql`insert into document_opens (user_id, document_id, opened_at)
        select id, ${id}::uuid, now() from users where username = 'cliente.demo'`,
    ));
});
