import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Attachment,
  MessageThreadDetail,
  MessageThreadListResult,
  NotificationItem,
  Profile,
} from '@portale/shared';
import { query, sql } from './support/identity.ts';
import { apiCaller, bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/** Communications: who reads what, the provider's broadcast, replies, receipts and files. */
let testApp: TestApp;
let dataDir = '';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-messages-'));
  testApp = await createTestApp({ DATA_DIR: dataDir });
  const users = ['cliente.demo', 'altro.demo', 'ati.demo', 'chiara.galli', 'staff.demo', 'operatore.demo'];
  // Signed in side by side: the password hashes are computed off the main thread.
  await Promise.all(users.map(async (username) => (tokens[username] = await loginAs(testApp, username))));
});
afterAll(async () => {
  await closeTestApp(testApp);
  await rm(dataDir, { recursive: true, force: true });
});

const call = apiCaller(() => testApp, tokens);
const mine = async (username: string, search = '') =>
  (await call('GET', `/messages/my-list${search}`, username)).json<MessageThreadListResult>();
const subjectsOf = async (username: string, search = '') =>
  (await mine(username, search)).data.map((t) => t.subject);
/** The demo communications of transmissions.ts: one to every fixed customer, one about Padiglione B. */
const notice = 'Nuovo protocollo di sanificazione degli ambienti';
const pestControl = 'Disinfestazione programmata al Padiglione B';
const thread = async (threadId: string, username: string) =>
  (await call('GET', `/messages/${threadId}`, username)).json<MessageThreadDetail>();
const unreadCount = async (username: string) =>
  (await call('GET', '/user/me', username)).json<Profile>().newCommunications;

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
function upload(username: string, filename: string, bytes: Buffer) {
  const boundary = '----portale-messages';
  return testApp.app.inject({
    method: 'POST',
    url: '/api/messages/attachments',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(tokens[username] ?? ''),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('reading communications', () => {
  it('shows each customer user the threads of their customer within their reach', async () => {
    const list = await mine('cliente.demo');
    expect(list.data.map((t) => t.subject)).toEqual([notice, pestControl]);
    expect(list.data[0]).toMatchObject({
      unread: true,
      customerCode: 'CL0001',
      lastAuthorName: 'Alessandro Romano',
    });
    expect(list.data[1]).toMatchObject({
      unread: false,
      postCount: 2,
      siteName: expect.stringMatching(/Padiglione B/),
    });
    expect((await mine('altro.demo')).data.map((t) => t.customerCode)).toEqual(['CL0002']);
    // Chiara Galli is limited to four sites, Padiglione B among them.
    expect((await mine('chiara.galli')).total).toBe(2);
    // A word of a post (the basement rooms), and the one thread with a post cliente.demo has not read.
    expect(await subjectsOf('cliente.demo', '?query=interrati')).toEqual([pestControl]);
    expect(await subjectsOf('cliente.demo', '?query=sanificazione%20ecolabel')).toEqual([notice]);
    expect(await subjectsOf('cliente.demo', '?unreadOnly=true')).toEqual([notice]);
    expect((await call('GET', '/messages/my-list', 'staff.demo')).statusCode).toBe(403);
  });

  it('records read receipts on opening and lowers the badge; other customers get 404', async () => {
    const [first] = (await mine('cliente.demo')).data;
    const threadId = first?.threadId ?? '';
    expect(await unreadCount('cliente.demo')).toBe(1);
    expect((await call('GET', `/messages/${threadId}`, 'altro.demo')).json()).toMatchObject({
      status: 404,
      message: 'Message not found',
    });
    expect((await call('POST', `/messages/${threadId}/read`, 'altro.demo')).statusCode).toBe(404);
    expect((await call('POST', `/messages/${threadId}/read`, 'cliente.demo')).statusCode).toBe(204);
    expect(await unreadCount('cliente.demo')).toBe(0);
    const staffView = await thread(threadId, 'staff.demo');
    expect(staffView.posts[0]?.readBy.map((r) => r.name)).toEqual(['Giulia Bianchi']);
    expect((await call('GET', `/messages/${threadId}`, 'operatore.demo')).statusCode).toBe(403);
  });
});

describe('the provider’s communications', () => {
  let threadIds: string[] = [];
  let attachment: Attachment;

  it('broadcasts one communication with a file to many customers, a thread each, notifying readers', async () => {
    const uploaded = await upload('staff.demo', 'Circolare n. 12.pdf', pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    attachment = uploaded.json<Attachment>();
    const response = await call('POST', '/messages', 'staff.demo', {
      subject: 'Sciopero dei trasporti',
      text: 'Venerdì i servizi potrebbero subire ritardi.',
      customerCodes: ['CL0001', 'CL0002'],
      attachmentIds: [attachment.attachmentId],
    });
    expect(response.statusCode, response.body).toBe(201);
    threadIds = response.json<{ threadIds: string[] }>().threadIds;
    expect(threadIds).toHaveLength(2);
    const [forHospital] = (await mine('cliente.demo')).data;
    expect(forHospital).toMatchObject({ subject: 'Sciopero dei trasporti', unread: true });
    const [forBank] = (await mine('altro.demo')).data;
    const bankThread = await thread(forBank?.threadId ?? '', 'altro.demo');
    const file = bankThread.posts[0]?.attachments[0];
    expect(file).toMatchObject({ filename: 'Circolare n. 12.pdf', contentType: 'application/pdf' });
    const download = await call(
      'GET',
      `/messages/${forBank?.threadId}/attachments/${file?.attachmentId}`,
      'altro.demo',
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Circolare n. 12.pdf"; filename*=UTF-8''Circolare%20n.%2012.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const other = `/messages/${forHospital?.threadId}/attachments/${file?.attachmentId}`;
    expect((await call('GET', other, 'cliente.demo')).statusCode).toBe(404);
    const [notification] = (await call('GET', '/notifications/my-list', 'cliente.demo')).json<
      NotificationItem[]
    >();
    expect(notification).toMatchObject({
      state: 'message-detail',
      stateParams: { id: forHospital?.threadId },
    });
    expect(await subjectsOf('ati.demo')).toEqual([notice]);
  });

  it('narrows a communication to one customer’s job order or site, and refuses wrong recipients', async () => {
    const [site] = await query<{ code: string; job_order_id: string }>(
      testApp,
      sql`select s.code, s.job_order_id from sites s where s.name = 'Pronto Soccorso – Presidio Santa Lucia'`,
    );
    const base = { subject: 'Lavori', text: 'Lavori al pronto soccorso' };
    const narrowed = await call('POST', '/messages', 'staff.demo', {
      ...base,
      customerCodes: ['CL0001'],
      siteCode: site?.code,
    });
    expect(narrowed.statusCode, narrowed.body).toBe(201);
    const [threadId] = narrowed.json<{ threadIds: string[] }>().threadIds;
    expect(await thread(threadId ?? '', 'cliente.demo')).toMatchObject({
      siteCode: site?.code,
      jobOrderId: site?.job_order_id,
    });
    expect((await call('GET', `/messages/${threadId}`, 'chiara.galli')).statusCode).toBe(200);
    // Padiglione C is not among Chiara Galli's sites.
    const [otherSite] = await query<{ code: string }>(
      testApp,
      sql`select code from sites where name = 'Presidio Ospedaliero Santa Lucia – Padiglione C'`,
    );
    const outOfReach = await call('POST', '/messages', 'staff.demo', {
      ...base,
      customerCodes: ['CL0001'],
      siteCode: otherSite?.code,
    });
    const [hiddenId] = outOfReach.json<{ threadIds: string[] }>().threadIds;
    expect((await call('GET', `/messages/${hiddenId}`, 'chiara.galli')).statusCode).toBe(404);
    expect((await call('GET', `/messages/${hiddenId}`, 'cliente.demo')).statusCode).toBe(200);
    const twoCustomers = await call('POST', '/messages', 'staff.demo', {
      ...base,
      customerCodes: ['CL0001', 'CL0002'],
      siteCode: site?.code,
    });
    expect(twoCustomers.json()).toMatchObject({ status: 400, message: 'Invalid recipients' });
    const wrongSite = await call('POST', '/messages', 'staff.demo', {
      ...base,
      customerCodes: ['CL0002'],
      siteCode: site?.code,
    });
    expect(wrongSite.statusCode).toBe(400);
    const unknown = await call('POST', '/messages', 'staff.demo', { ...base, customerCodes: ['CL9999'] });
    expect(unknown.json()).toMatchObject({ status: 404, message: 'Customer not found' });
    const inactive = await call('POST', '/messages', 'staff.demo', { ...base, customerCodes: ['CL0004'] });
    expect(inactive.statusCode).toBe(404);
    expect(
      (await call('POST', '/messages', 'operatore.demo', { ...base, customerCodes: ['CL0001'] })).statusCode,
    ).toBe(403);
    const used = await call('POST', '/messages', 'staff.demo', {
      ...base,
      customerCodes: ['CL0001'],
      attachmentIds: [attachment.attachmentId],
    });
    expect(used.json()).toMatchObject({ status: 400, body: { code: 'ATTACHMENT_UNKNOWN' } });
  });

  it('takes replies from both sides; a customer reply is new for the staff user who wrote', async () => {
    const [hospitalThread] = (await mine('cliente.demo', '?query=sciopero')).data;
    const threadId = hospitalThread?.threadId ?? '';
    const reply = await call('POST', `/messages/${threadId}/posts`, 'cliente.demo', {
      text: 'Grazie, ricevuto.',
    });
    expect(reply.statusCode, reply.body).toBe(204);
    const staffUnread = async (customerCode: string) =>
      (await call('GET', `/messages/list?customerCode=${customerCode}&unreadOnly=true`, 'staff.demo'))
        .json<MessageThreadListResult>()
        .data.map((t) => t.threadId);
    // The one thread of CL0001 with a post the staff user has not read; CL0002's has none.
    expect(await staffUnread('CL0001')).toEqual([threadId]);
    expect(await staffUnread('CL0002')).toEqual([]);
    expect((await call('POST', `/messages/${threadId}/posts`, 'altro.demo', { text: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/messages/${threadId}/posts`, 'staff.demo', { text: 'Prego.' })).statusCode,
    ).toBe(204);
    const detail = await thread(threadId, 'cliente.demo');
    expect(detail.posts.map((p) => [p.side, p.text])).toEqual([
      ['provider', 'Venerdì i servizi potrebbero subire ritardi.'],
      ['customer', 'Grazie, ricevuto.'],
      ['provider', 'Prego.'],
    ]);
    expect(detail.lastPostPreview).toBe('Prego.');
    const customers = (await call('GET', '/messages/customers', 'staff.demo')).json<
      { customerCode: string }[]
    >();
    // The active customers by name (the one being started too), not CL0004.
    expect(customers.map((c) => c.customerCode)).toEqual(['CL0001', 'CL0003', 'CL0002', 'CL9001']);
  });

  it('refuses uploads to users without communications, and markup files', async () => {
    expect((await upload('operatore.demo', 'a.pdf', pdf)).statusCode).toBe(403);
    expect((await upload('staff.demo', 'a.svg', Buffer.from('<svg/>'))).statusCode).toBe(409);
    expect((await call('POST', '/messages/attachments', 'staff.demo', { file: 'x' })).statusCode).toBe(400);
  });
});
