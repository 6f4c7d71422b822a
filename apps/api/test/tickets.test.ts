import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Attachment,
  MySiteListResult,
  TicketDetail,
  TicketListResult,
  TicketSiteOption,
} from '@portale/shared';
import { query, sql } from './support/identity.ts';
import { siteCodes } from './support/seed-codes.ts';
import { apiCaller, bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/** Tickets: lists and filters in SQL, the site picker, opening a ticket, attachments and tenant checks. */
let testApp: TestApp;
let dataDir = '';
const tokens: Record<string, string> = {};
const uploadLimit = 64 * 1024;
const accounts = [
  'cliente.demo',
  'altro.demo',
  'limitato.demo',
  'chiara.galli',
  'staff.demo',
  'operatore.demo',
];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-tickets-'));
  testApp = await createTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(uploadLimit) });
  // Signed in side by side: the password hashes are computed off the main thread.
  await Promise.all(accounts.map(async (username) => (tokens[username] = await loginAs(testApp, username))));
});
afterAll(async () => {
  await closeTestApp(testApp);
  await rm(dataDir, { recursive: true, force: true });
});

const call = apiCaller(() => testApp, tokens);
const list = async (username: string, search = '') => {
  const response = await call('GET', `/tickets/my-list${search}`, username);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TicketListResult>();
};
/** The sorted subjects of cliente.demo's list for a query string, to compare with `seeded`. */
const subjectsOf = async (search: string) =>
  (await list('cliente.demo', search)).data.map((ticket) => ticket.subject).sort();
const sorted = (...subjects: string[]) => [...subjects].sort();

/** The demo tickets of cliente.demo's customer (transmissions.ts): what each filter should keep. */
const seeded = {
  /** Padiglione A (UB000001), complaint, high, answered (MANAGED) 48 h ago, opened 70 h ago. */
  bathrooms: 'Bagni del secondo piano non puliti al mattino',
  /** Pronto Soccorso, intervention, very high, NEW for 6 h against 4 h: late. */
  wetFloor: 'Pavimento bagnato nella sala d’attesa',
  /** Blocco operatorio, maintenance, medium, IN_CHARGE, 26 h old against 24 h: late. */
  dispenser: 'Dispenser di gel igienizzante rotto',
  /** Padiglione B, offer request, low, CLOSED, opened 300 h (12.5 days) ago. */
  quote: 'Preventivo per la pulizia straordinaria delle vetrate',
  /** Chiara Galli's: Padiglione A, report, low, NEW for 30 h. */
  bins: 'Cestini pieni nel parcheggio visitatori',
};

/** The calendar day in Italy `days` days ago, as the filters take it. */
const italianDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(Date.now() - days * 86_400_000);

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

function upload(username: string, filename: string, bytes: Buffer) {
  const boundary = '----portale-tickets';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/tickets/attachments',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...bearer(tokens[username] ?? ''),
    },
    payload,
  });
}

const siteOf = async (username: string) => {
  const options = (await call('GET', '/tickets/site-options', username)).json<TicketSiteOption[]>();
  const first = options[0];
  if (!first) throw new Error(`${username} has no site`);
  return first.siteCode;
};

describe('the customer’s list', () => {
  it('shows every ticket of the customer to communications-all-tickets, only their own to communications', async () => {
    const all = await list('cliente.demo');
    expect(all.total).toBe(5);
    expect(new Set(all.data.map((ticket) => ticket.customerCode))).toEqual(new Set(['CL0001']));
    expect(all.data.some((ticket) => ticket.authorName === 'Chiara Galli')).toBe(true);
    expect(all.data.every((ticket) => ticket.assignedRole !== null)).toBe(true);
    const own = await list('chiara.galli');
    expect(own.data.map((ticket) => ticket.subject)).toEqual(['Cestini pieni nel parcheggio visitatori']);
    expect((await list('altro.demo')).data.map((ticket) => ticket.customerCode)).toEqual(['CL0002']);
    // The demo data leaves three tickets with news for cliente.demo: an answer, one in charge, a colleague's.
    expect(all.data.filter((ticket) => ticket.unseen)).toHaveLength(3);
    const profile = (await call('GET', '/user/me', 'cliente.demo')).json<{ newTickets: number }>();
    expect(profile.newTickets).toBe(3);
    expect((await call('GET', '/tickets/my-list', 'limitato.demo')).statusCode).toBe(403);
    expect((await call('GET', '/tickets/my-list', 'staff.demo')).statusCode).toBe(403);
  });

  it('filters by state, type, urgency, site, period, text and lateness, in Italian time', async () => {
    const { bathrooms, wetFloor, dispenser, quote, bins } = seeded;
    // Each filter keeps some of the five tickets, not all, compared by subject.
    expect(await subjectsOf('?state=MANAGED')).toEqual([bathrooms]);
    expect(await subjectsOf('?state=OPEN')).toEqual(sorted(bathrooms, wetFloor, dispenser, bins));
    expect(await subjectsOf('?state=NEW')).toEqual(sorted(wetFloor, bins));
    expect(await subjectsOf('?type=OFFER_REQUEST')).toEqual([quote]);
    expect(await subjectsOf('?urgency=VERY_HIGH')).toEqual([wetFloor]);
    expect(await subjectsOf('?urgency=LOW')).toEqual(sorted(quote, bins));
    // Past the due time and still awaiting the provider: 6 h old against 4 h, 26 h old against 24 h.
    expect(await subjectsOf('?late=true')).toEqual(sorted(wetFloor, dispenser));
    expect((await list('cliente.demo', '?late=true')).data.every((ticket) => ticket.late)).toBe(true);
    expect(await subjectsOf('?query=dispenser%20GEL')).toEqual([dispenser]);
    expect(await subjectsOf('?siteCode=UB000001')).toEqual(sorted(bathrooms, bins));
    expect(await subjectsOf('?state=NEW&siteCode=UB000001')).toEqual([bins]);
    // Days in Italy, both ends included: the quote was opened 12.5 days ago, the others within 3 days.
    const weekAgo = italianDay(6);
    expect(await subjectsOf(`?from=${weekAgo}&to=${italianDay()}`)).toEqual(
      sorted(bathrooms, wetFloor, dispenser, bins),
    );
    expect(await subjectsOf(`?to=${weekAgo}`)).toEqual([quote]);
    expect((await list('cliente.demo', `?from=2000-01-01&to=2000-12-31`)).total).toBe(0);
    expect((await call('GET', '/tickets/my-list?state=LATE', 'cliente.demo')).statusCode).toBe(400);
    // A NUL character, which PostgreSQL cannot store or compare, is refused as invalid input.
    expect((await call('GET', '/tickets/my-list?query=a%00b', 'cliente.demo')).statusCode).toBe(400);
  });

  it('sorts and pages in SQL: lateness first by default for the queue, any column on request', async () => {
    const page = await list('cliente.demo', '?pageSize=2&page=2&sortBy=createdAt&sortDirection=asc');
    expect(page.total).toBe(5);
    expect(page.data).toHaveLength(2);
    const everything = await list('cliente.demo', '?sortBy=createdAt&sortDirection=asc');
    expect(page.data.map((t) => t.code)).toEqual(everything.data.slice(2, 4).map((t) => t.code));
    const byUrgency = await list('cliente.demo', '?sortBy=urgency&sortDirection=desc');
    expect(byUrgency.data.map((ticket) => ticket.urgency)).toEqual([
      'VERY_HIGH',
      'HIGH',
      'MEDIUM',
      'LOW',
      'LOW',
    ]);
    expect((await list('cliente.demo', '?page=9')).data).toEqual([]);
    expect((await list('cliente.demo', '?page=9')).total).toBe(5);
    const queue = (await call('GET', '/tickets/queue', 'operatore.demo')).json<TicketListResult>();
    expect(new Set(queue.data.map((t) => t.customerCode))).toEqual(new Set(['CL0001', 'CL0002', 'CL0003']));
    expect(queue.data[0]?.late).toBe(true);
    const awaiting = queue.data.filter((t) => ['NEW', 'IN_CHARGE', 'REOPENED'].includes(t.state));
    expect(queue.data.slice(0, awaiting.length)).toEqual(awaiting);
    const bank = (
      await call('GET', '/tickets/queue?customerCode=CL0002', 'staff.demo')
    ).json<TicketListResult>();
    expect(bank.data.map((t) => t.customerName)).toEqual(['Banca Alpina di Credito S.p.A.']);
    expect((await call('GET', '/tickets/queue', 'cliente.demo')).statusCode).toBe(403);
  });
});

describe('opening a ticket', () => {
  let photo: Attachment;

  it('picks among the user’s own published sites only', async () => {
    const codesOf = async (username: string, search = '') =>
      (await call('GET', `/tickets/site-options${search}`, username))
        .json<TicketSiteOption[]>()
        .map((site) => site.siteCode)
        .sort();
    // Not UB000008, Laboratorio analisi – Padiglione E, which is not published.
    expect(await codesOf('cliente.demo', '?search=padiglione')).toEqual([
      'UB000001',
      'UB000002',
      'UB000003',
      'UB000005',
      'UB000012',
      'UB000013',
    ]);
    expect(await codesOf('chiara.galli')).toEqual(['UB000001', 'UB000002', 'UB000004', 'UB000012']);
    // The bank's published sites: UB000019 to UB000030 but Filiale di Pavia.
    expect(await codesOf('altro.demo')).toEqual(siteCodes(19, 30).filter((code) => code !== 'UB000025'));
  });

  it('offers a new ticket no site whose service has ended, and refuses one there', async () => {
    const codesOf = async (path: string) =>
      (await call('GET', path, 'cliente.demo')).json<{ siteCode: string }[]>().map((site) => site.siteCode);
    const { data: closedSites } = (
      await call('GET', '/site/my-list?status=closed&pageSize=100', 'cliente.demo')
    ).json<MySiteListResult>();
    const closed = closedSites.map((site) => site.siteCode);
    expect(closed.length).toBeGreaterThan(0);
    // The ticket list's filter keeps them: their tickets stay.
    const every = await codesOf('/tickets/site-options');
    expect(every).toEqual(expect.arrayContaining(closed));
    expect(await codesOf('/tickets/site-options?forNewTicket=true')).toEqual(
      every.filter((code) => !closed.includes(code)),
    );
    const refused = await call('POST', '/tickets', 'cliente.demo', {
      type: 'REPORT',
      urgency: 'LOW',
      siteCode: closed[0],
      subject: 'Prova su un’ubicazione chiusa',
      description: 'Prova',
    });
    expect(refused.json()).toMatchObject({
      status: 400,
      body: {
        fields: [
          {
            path: 'body.siteCode',
            message: 'Il servizio in questa ubicazione è terminato: scegline un’altra',
          },
        ],
      },
    });
  });

  it('uploads a photo checked by content, and refuses other extensions and mismatched content', async () => {
    const response = await upload('cliente.demo', 'IMG_2041.png', png);
    expect(response.statusCode, response.body).toBe(201);
    photo = response.json<Attachment>();
    expect(photo).toMatchObject({
      filename: 'IMG_2041.png',
      contentType: 'image/png',
      sizeBytes: png.length,
    });
    const svg = await upload('cliente.demo', 'logo.svg', Buffer.from('<svg/>'));
    expect(svg.statusCode).toBe(409);
    expect(svg.json()).toMatchObject({
      message: 'Extension not allowed',
      body: { code: 'ATTACHMENT_EXTENSION_NOT_ALLOWED' },
    });
    expect((await upload('cliente.demo', 'pagina.html', Buffer.from('<html>'))).statusCode).toBe(409);
    const fake = await upload('cliente.demo', 'foto.png', Buffer.from('%PDF-1.7'));
    expect(fake.json()).toMatchObject({ status: 409, body: { code: 'ATTACHMENT_CONTENT_MISMATCH' } });
    expect(
      (await upload('cliente.demo', 'grande.png', Buffer.concat([png, Buffer.alloc(uploadLimit)])))
        .statusCode,
    ).toBe(413);
    const json = await call('POST', '/tickets/attachments', 'cliente.demo', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect((await upload('limitato.demo', 'a.png', png)).statusCode).toBe(403);
  });

  it('opens a NEW ticket with a code, a due time from the urgency and the site’s ticket handler', async () => {
    const siteCode = await siteOf('cliente.demo');
    const before = Date.now();
    const response = await call('POST', '/tickets', 'cliente.demo', {
      type: 'INTERVENTION_REQUEST',
      urgency: 'HIGH',
      siteCode,
      room: 'Corridoio piano terra',
      subject: 'Macchia d’olio all’ingresso',
      description: 'Una macchia scivolosa davanti all’ascensore.',
      attachmentIds: [photo.attachmentId],
    });
    expect(response.statusCode, response.body).toBe(201);
    const ticket = response.json<TicketDetail>();
    expect(ticket.code).toMatch(new RegExp(`^SEG-${new Date().getFullYear()}-000008$`));
    expect(ticket).toMatchObject({ state: 'NEW', authorName: 'Giulia Bianchi', late: false, unseen: false });
    const dueHours = (Date.parse(ticket.dueAt) - Date.parse(ticket.createdAt)) / 3_600_000;
    expect(dueHours).toBe(8);
    expect(Date.parse(ticket.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(ticket.assignedRole).toMatch(/Capo cantiere|Coordinatore|Responsabile qualità/);
    expect(ticket.assignedContactName).toBeTruthy();
    expect(ticket.events).toHaveLength(1);
    expect(ticket.events[0]).toMatchObject({ kind: 'created', toState: 'NEW', side: 'customer' });
    expect(ticket.events[0]?.attachments.map((a) => a.attachmentId)).toEqual([photo.attachmentId]);
    expect(ticket.actions).toMatchObject({ withdraw: true, close: false, answer: false, post: true });

    const download = await call(
      'GET',
      `/tickets/${ticket.ticketId}/attachments/${photo.attachmentId}`,
      'cliente.demo',
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="IMG_2041.png"; filename*=UTF-8''IMG_2041.png`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(
      (await call('GET', `/tickets/${ticket.ticketId}/attachments/${photo.attachmentId}`, 'staff.demo'))
        .statusCode,
    ).toBe(200);

    // Another customer's user: the ticket and its photo do not exist for them.
    expect((await call('GET', `/tickets/${ticket.ticketId}`, 'altro.demo')).json()).toMatchObject({
      status: 404,
      message: 'Ticket not found',
    });
    expect(
      (await call('GET', `/tickets/${ticket.ticketId}/attachments/${photo.attachmentId}`, 'altro.demo'))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/tickets/${ticket.ticketId}`, 'chiara.galli')).statusCode).toBe(404);
    expect((await call('GET', `/tickets/${ticket.ticketId}`, 'limitato.demo')).statusCode).toBe(403);
    const [stored] = await query<{ storage_key: string }>(
      testApp,
      sql`select storage_key from ticket_attachments where id = ${photo.attachmentId}`,
    );
    expect(stored?.storage_key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
  });

  it('refuses another customer’s site, an upload already used or someone else’s, and bad input', async () => {
    const base = { type: 'REPORT', urgency: 'LOW', subject: 'Prova', description: 'Prova' };
    const foreign = await call('POST', '/tickets', 'cliente.demo', {
      ...base,
      siteCode: await siteOf('altro.demo'),
    });
    expect(foreign.json()).toMatchObject({ status: 403, message: 'Site not owned' });
    const siteCode = await siteOf('cliente.demo');
    const reused = await call('POST', '/tickets', 'cliente.demo', {
      ...base,
      siteCode,
      attachmentIds: [photo.attachmentId],
    });
    expect(reused.json()).toMatchObject({ status: 400, body: { code: 'ATTACHMENT_UNKNOWN' } });
    const theirs = (await upload('altro.demo', 'b.png', png)).json<Attachment>();
    const stolen = await call('POST', '/tickets', 'cliente.demo', {
      ...base,
      siteCode,
      attachmentIds: [theirs.attachmentId],
    });
    expect(stolen.statusCode).toBe(400);
    expect((await list('cliente.demo', '?query=Prova')).total).toBe(0);
    const invalid = await call('POST', '/tickets', 'cliente.demo', {
      ...base,
      siteCode,
      urgency: 'URGENTISSIMA',
    });
    expect(invalid.json()).toMatchObject({ status: 400, body: { fields: [{ path: 'body.urgency' }] } });
    expect((await call('POST', '/tickets', 'staff.demo', { ...base, siteCode })).statusCode).toBe(403);
  });

  it('serves the upload rules of the configuration, without SVG or HTML', async () => {
    const rules = (await call('GET', '/tickets/upload-rules', 'cliente.demo')).json();
    expect(rules).toMatchObject({ maxBytes: uploadLimit, maxFiles: 10 });
    expect(rules.allowedExtensions).toEqual(expect.arrayContaining(['pdf', 'jpg', 'png', 'heic']));
    expect(rules.allowedExtensions).not.toContain('svg');
  });
});
