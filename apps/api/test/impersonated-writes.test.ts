import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Attachment,
  AuditEntry,
  MessageThreadDetail,
  MessageThreadListResult,
  TicketDetail,
  TicketListResult,
  TicketSiteOption,
} from '@portale/shared';
import { codeOf, query, sql, userIdOf } from './support/identity.ts';
import { apiCaller, bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * What staff do while impersonating is theirs: every write of an impersonated session records the staff
 * user beside the customer, the customer and the provider read «… per conto di …», and the audit log
 * lists each such request.
 */
let testApp: TestApp;
let dataDir = '';
const tokens: Record<string, string> = {};
let staffId = '';
let customerId = '';

const staffName = 'Alessandro Romano';
const customerName = 'Giulia Bianchi';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-impersonated-'));
  // No mail server: the provider's changes are told to the customer by email, which fails quietly.
  testApp = await createTestApp({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://portale.example.it',
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
  // Signed in side by side: the password hashes are computed off the main thread.
  await Promise.all(
    ['cliente.demo', 'staff.demo'].map(
      async (username) => (tokens[username] = await loginAs(testApp, username)),
    ),
  );
  staffId = await userIdOf(testApp, 'staff.demo');
  customerId = await userIdOf(testApp, 'cliente.demo');
  const link = await call('POST', `/user/create-impersonation/${customerId}`, 'staff.demo');
  expect(link.statusCode, link.body).toBe(200);
  const secret = codeOf(link.json<{ url: string }>().url, 'secret');
  const opened = await testApp.app.inject({ method: 'POST', url: `/api/user/impersonate?secret=${secret}` });
  expect(opened.statusCode, opened.body).toBe(200);
  tokens.impersonated = opened.json<{ token: string }>().token;
});
afterAll(async () => {
  await closeTestApp(testApp);
  await rm(dataDir, { recursive: true, force: true });
});

const call = apiCaller(() => testApp, tokens);
const detail = async (ticketId: string, username = 'cliente.demo') =>
  (await call('GET', `/tickets/${ticketId}`, username)).json<TicketDetail>();
const thread = async (threadId: string, username = 'cliente.demo') =>
  (await call('GET', `/messages/${threadId}`, username)).json<MessageThreadDetail>();
const impersonatedRequests = async () => {
  const response = await call('GET', '/audit?event=impersonated_request&pageSize=200', 'staff.demo');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AuditEntry[]; total: number }>();
};

function upload(username: string, filename: string) {
  const boundary = '----portale-impersonated';
  return testApp.app.inject({
    method: 'POST',
    url: '/api/tickets/attachments',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(tokens[username] ?? ''),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('writes while impersonating', () => {
  let ticketId = '';
  let threadId = '';
  const requests: string[] = [];

  it('a ticket opened while impersonating, with a file, names the staff user beside the customer', async () => {
    const [site] = (await call('GET', '/tickets/site-options', 'impersonated')).json<TicketSiteOption[]>();
    const uploaded = await upload('impersonated', 'Foto del guasto.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachment = uploaded.json<Attachment>();
    const created = await call('POST', '/tickets', 'impersonated', {
      type: 'COMPLAINT',
      urgency: 'MEDIUM',
      siteCode: site?.siteCode,
      subject: 'Aperta dallo staff',
      description: 'Segnalata al telefono dal cliente',
      attachmentIds: [attachment.attachmentId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json<TicketDetail>();
    ticketId = ticket.ticketId;
    requests.push('POST /api/tickets/attachments', 'POST /api/tickets');
    expect(ticket).toMatchObject({ authorName: customerName, actingStaffName: staffName });
    expect(ticket.events).toEqual([
      expect.objectContaining({
        kind: 'created',
        authorName: customerName,
        actingStaffName: staffName,
        attachments: [expect.objectContaining({ filename: 'Foto del guasto.pdf' })],
      }),
    ]);
    const [stored] = await query<{ author_user_id: string; impersonator_user_id: string }>(
      testApp,
      sql`select author_user_id, impersonator_user_id from tickets where id = ${ticketId}`,
    );
    expect(stored).toEqual({ author_user_id: customerId, impersonator_user_id: staffId });
    const list = (await call('GET', '/tickets/my-list', 'cliente.demo')).json<TicketListResult>();
    expect(list.data.find((item) => item.ticketId === ticketId)).toMatchObject({
      authorName: customerName,
      actingStaffName: staffName,
    });
  });

  it('a message, a closing with a vote and a reopening record the staff user on each event', async () => {
    const message = await call('POST', `/tickets/${ticketId}/messages`, 'impersonated', {
      text: 'Aggiungo i dettagli che il cliente mi ha dato.',
    });
    expect(message.statusCode, message.body).toBe(204);
    requests.push(`POST /api/tickets/${ticketId}/messages`);
    // The provider answers from their own session: no one acts for them.
    expect((await call('POST', `/tickets/${ticketId}/take-in-charge`, 'staff.demo')).statusCode).toBe(204);
    const answer = await call('POST', `/tickets/${ticketId}/answer`, 'staff.demo', { text: 'Risolto.' });
    expect(answer.statusCode, answer.body).toBe(204);

    const closed = await call('POST', `/tickets/${ticketId}/close`, 'impersonated', {
      vote: 4,
      comment: 'Il cliente è soddisfatto',
    });
    expect(closed.statusCode, closed.body).toBe(204);
    requests.push(`POST /api/tickets/${ticketId}/close`);
    const reopened = await call('POST', `/tickets/${ticketId}/reopen`, 'impersonated', {
      reason: 'Il guasto si è ripresentato',
    });
    expect(reopened.statusCode, reopened.body).toBe(204);
    requests.push(`POST /api/tickets/${ticketId}/reopen`);

    const seenByCustomer = await detail(ticketId);
    expect(seenByCustomer).toMatchObject({ state: 'REOPENED', vote: 4, actingStaffName: staffName });
    expect(
      seenByCustomer.events.map((event) => [
        event.kind,
        event.toState,
        event.authorName,
        event.actingStaffName,
      ]),
    ).toEqual([
      ['created', 'NEW', customerName, staffName],
      ['message', null, customerName, staffName],
      ['state', 'IN_CHARGE', staffName, null],
      ['message', null, staffName, null],
      ['state', 'MANAGED', staffName, null],
      ['state', 'CLOSED', customerName, staffName],
      ['state', 'REOPENED', customerName, staffName],
    ]);
    // The provider reads the same names.
    expect((await detail(ticketId, 'staff.demo')).events.map((event) => event.actingStaffName)).toEqual(
      seenByCustomer.events.map((event) => event.actingStaffName),
    );
    const stored = await query<{ kind: string; side: string; impersonator_user_id: string | null }>(
      testApp,
      sql`select kind, side, impersonator_user_id from ticket_events where ticket_id = ${ticketId}
          and author_user_id = ${customerId} order by id`,
    );
    expect(stored).toHaveLength(4);
    for (const event of stored) expect(event.impersonator_user_id).toBe(staffId);
  });

  it('a reply to a communication while impersonating names the staff user in the thread and the list', async () => {
    const [first] = (await call('GET', '/messages/my-list', 'impersonated')).json<MessageThreadListResult>()
      .data;
    threadId = first?.threadId ?? '';
    const reply = await call('POST', `/messages/${threadId}/posts`, 'impersonated', {
      text: 'Rispondo per conto del cliente.',
    });
    expect(reply.statusCode, reply.body).toBe(204);
    requests.push(`POST /api/messages/${threadId}/posts`);

    const posts = (await thread(threadId)).posts;
    expect(posts.at(-1)).toMatchObject({
      text: 'Rispondo per conto del cliente.',
      side: 'customer',
      authorName: customerName,
      actingStaffName: staffName,
    });
    expect(posts.slice(0, -1).map((post) => post.actingStaffName)).toEqual(
      posts.slice(0, -1).map(() => null),
    );
    const list = (await call('GET', '/messages/my-list', 'cliente.demo')).json<MessageThreadListResult>();
    expect(list.data.find((item) => item.threadId === threadId)).toMatchObject({
      lastAuthorName: customerName,
      lastActingStaffName: staffName,
    });
    const [stored] = await query<{ impersonator_user_id: string | null }>(
      testApp,
      sql`select impersonator_user_id from message_posts where thread_id = ${threadId}
          order by created_at desc, id desc limit 1`,
    );
    expect(stored?.impersonator_user_id).toBe(staffId);
  });

  it('the audit log lists each write with the staff user as actor and the customer as subject', async () => {
    const { data } = await impersonatedRequests();
    const entries = data
      .map((entry) => ({
        request: `${String(entry.details?.method)} ${String(entry.details?.path)}`,
        actor: entry.actor?.fullName,
        subject: entry.subject?.fullName,
        username: entry.username,
      }))
      .reverse();
    expect(entries.map((entry) => entry.request)).toEqual(requests);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor: staffName, subject: customerName, username: 'cliente.demo' });
    }
    const closing = data.find((entry) => entry.details?.path === `/api/tickets/${ticketId}/close`);
    expect(closing?.details).toEqual({
      method: 'POST',
      route: '/api/tickets/:ticketId/close',
      path: `/api/tickets/${ticketId}/close`,
    });
  });

  it('a refused write while impersonating changes nothing and is not listed; reads are not listed', async () => {
    const before = (await impersonatedRequests()).total;
    const refused = await call('POST', `/tickets/${ticketId}/reopen`, 'impersonated', { reason: 'Ancora' });
    expect(refused.statusCode).toBe(409);
    expect((await call('GET', `/tickets/${ticketId}`, 'impersonated')).statusCode).toBe(200);
    expect((await impersonatedRequests()).total).toBe(before);
  });

  it("the customer's own writes name no one else and are not listed", async () => {
    const before = (await impersonatedRequests()).total;
    const own = await call('POST', `/tickets/${ticketId}/messages`, 'cliente.demo', { text: 'Scrivo io.' });
    expect(own.statusCode, own.body).toBe(204);
    const ownReply = await call('POST', `/messages/${threadId}/posts`, 'cliente.demo', {
      text: 'Anche qui.',
    });
    expect(ownReply.statusCode, ownReply.body).toBe(204);

    expect((await detail(ticketId)).events.at(-1)).toMatchObject({
      text: 'Scrivo io.',
      authorName: customerName,
      actingStaffName: null,
    });
    expect((await thread(threadId)).posts.at(-1)).toMatchObject({
      text: 'Anche qui.',
      authorName: customerName,
      actingStaffName: null,
    });
    const list = (await call('GET', '/messages/my-list', 'cliente.demo')).json<MessageThreadListResult>();
    expect(list.data.find((item) => item.threadId === threadId)).toMatchObject({ lastActingStaffName: null });
    expect((await impersonatedRequests()).total).toBe(before);
  });
});
