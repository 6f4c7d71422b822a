import { and, eq } from 'drizzle-orm';
import { jobOrders, rooms, sites } from '@portale/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  EquipmentDetail,
  EquipmentList,
  EquipmentSummary,
  PublicEquipmentPage,
  TicketDetail,
  TicketListResult,
} from '@portale/shared';
import { printFirstPage, readLabelCode } from './support/label-scan.ts';
import { multipart } from './support/multipart.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Site equipment and its public QR page (issue 29) through the API: staff keep equipment, customers
 * read their own only, the public page shows its whitelist and nothing else, codes cannot be told
 * apart or tried by the thousand, and a report opens a ticket the customer sees.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);
let ownSite = '';
let foreignSite = '';
let foreignRoom = 0;
/** Each public call from an address of its own, but for the tests of the limits per address. */
let address = 0;
const nextAddress = () => `10.9.${Math.floor((address += 1) / 250)}.${address % 250}`;
const pagesPerMinute = 20;

/** A 1 × 1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const codeOf = (detail: EquipmentDetail) => detail.qrCode!.url.split('/').at(-1)!;

const openPage = (code: string, remoteAddress = nextAddress()) =>
  testApp.app.inject({ method: 'GET', url: `/api/public/site-equipments/${code}`, remoteAddress });

const report = (code: string, data: object, photo?: Buffer, remoteAddress = nextAddress()) => {
  const form = multipart([
    { name: 'data', body: JSON.stringify(data) },
    ...(photo ? [{ name: 'photo', filename: 'foto.png', body: photo }] : []),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/public/site-equipments/${code}/reports`,
    headers: { 'content-type': form.contentType },
    payload: form.payload,
    remoteAddress,
  });
};

const newMachine = async (siteCode: string, extra: object = {}) => {
  const created = await call('POST', '/site-equipments', 'staff.demo', {
    siteCode,
    name: 'Lavasciuga pavimenti',
    category: 'CLEANING_MACHINE',
    brand: 'Comac',
    model: 'Vispa 35B',
    serialNumber: 'SN-SEGRETO-0042',
    state: 'IN_SERVICE',
    installedOn: '2024-03-01',
    locationNote: 'Piano terra, ripostiglio accanto all’ingresso',
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<EquipmentDetail>();
};

const upload = (id: number, kind: string, title: string) => {
  const form = multipart([
    { name: 'data', body: JSON.stringify({ kind, title }) },
    { name: 'file', filename: `${title}.pdf`, body: Buffer.from('%PDF-1.4\n% prova\n%%EOF\n') },
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/site-equipments/${id}/documents`,
    headers: { authorization: `Bearer ${tokens['staff.demo']}`, 'content-type': form.contentType },
    payload: form.payload,
  });
};

beforeAll(async () => {
  testApp = await createTestApp({
    LOG_LEVEL: 'silent',
    PUBLIC_PAGE_CALLS_PER_MINUTE: String(pagesPerMinute),
  });
  for (const username of ['cliente.demo', 'altro.demo', 'staff.demo', 'operatore.demo'])
    tokens[username] = await loginAs(testApp, username);
  const { db } = testApp.database;
  const firstSite = async (customerCode: string) =>
    (
      await db
        .select({ code: sites.code })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(and(eq(jobOrders.customerCode, customerCode), eq(sites.published, true)))
        .orderBy(sites.code)
        .limit(1)
    )[0]!.code;
  ownSite = await firstSite('CL0001');
  foreignSite = await firstSite('CL0002');
  const [room] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.siteCode, foreignSite))
    .limit(1);
  foreignRoom = room?.id ?? 0;
}, 60_000);
afterAll(() => closeTestApp(testApp));

describe('equipment, both sides', () => {
  it('staff create it with a label; its customer reads it without the code, another customer never', async () => {
    const machine = await newMachine(ownSite);
    expect(machine.labelCode).toMatch(/^AT-\d{6}$/);
    expect(codeOf(machine)).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const own = await call('GET', `/site-equipments/${machine.id}`, 'cliente.demo');
    expect(own.statusCode).toBe(200);
    expect(own.json<EquipmentDetail>()).toMatchObject({ name: 'Lavasciuga pavimenti', qrCode: null });
    const listed = await call('GET', `/site-equipments?query=vispa&siteCode=${ownSite}`, 'cliente.demo');
    expect(listed.json<EquipmentList>().data.map((item) => item.id)).toContain(machine.id);

    const foreign = await call('GET', `/site-equipments/${machine.id}`, 'altro.demo');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ApiErrorBody>().body.code).toBe('EQUIPMENT_NOT_FOUND');
    const theirs = await call('GET', '/site-equipments?pageSize=100&query=vispa', 'altro.demo');
    expect(theirs.json<EquipmentList>().data.map((item) => item.id)).not.toContain(machine.id);
    // A customer's filter on another customer's site is refused, and its customer filter is ignored.
    expect((await call('GET', `/site-equipments?siteCode=${ownSite}`, 'altro.demo')).statusCode).toBe(403);
    const byCustomer = await call('GET', '/site-equipments?customerCode=CL0001&query=vispa', 'altro.demo');
    expect(byCustomer.json<EquipmentList>().data.map((item) => item.id)).not.toContain(machine.id);
    const document = await upload(machine.id, 'MANUAL', 'Manuale');
    const manual = document.json<EquipmentDetail>().documents[0]!;
    expect(
      (await call('GET', `/site-equipments/${machine.id}/documents/${manual.id}`, 'altro.demo')).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/site-equipments/${machine.id}/documents/${manual.id}`, 'cliente.demo')).statusCode,
    ).toBe(200);
  });

  it('keeps a log: a change of state, a move and an intervention are written, the last maintenance shown', async () => {
    const machine = await newMachine(ownSite);
    const changed = await call('PUT', `/site-equipments/${machine.id}`, 'staff.demo', {
      ...machine,
      state: 'UNDER_MAINTENANCE',
      roomId: null,
      locationNote: machine.location.note,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const logged = await call('POST', `/site-equipments/${machine.id}/log`, 'staff.demo', {
      day: '2026-11-20',
      kind: 'REPAIR',
      description: 'Sostituita la spazzola centrale',
      performedBy: 'Tecnico Comac',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const moved = await call('POST', `/site-equipments/${machine.id}/move`, 'staff.demo', {
      siteCode: ownSite,
      locationNote: 'Primo piano, locale tecnico',
      day: '2026-11-21',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = moved.json<EquipmentDetail>();
    expect(detail.log.map((line) => line.kind)).toEqual(['STATE', 'MOVE', 'REPAIR']);
    expect(detail).toMatchObject({ state: 'UNDER_MAINTENANCE', lastMaintenanceOn: '2026-11-20' });
    expect(detail.location.note).toBe('Primo piano, locale tecnico');

    const wrongRoom = await call('POST', `/site-equipments/${machine.id}/move`, 'staff.demo', {
      siteCode: ownSite,
      roomId: foreignRoom,
      day: '2026-11-22',
    });
    expect(wrongRoom.statusCode).toBe(400);
    expect(wrongRoom.json<ApiErrorBody>().body.fields?.[0]?.path).toBe('body.roomId');
    const summary = await call('GET', '/site-equipments/summary', 'cliente.demo');
    expect(summary.json<EquipmentSummary>().underMaintenance).toBeGreaterThan(0);
  });

  it('retires it: out of the list, its label revoked, no more changes', async () => {
    const machine = await newMachine(ownSite, { name: 'Monospazzola da dismettere' });
    const code = codeOf(machine);
    const retired = await call('POST', `/site-equipments/${machine.id}/retire`, 'staff.demo', {
      day: '2026-11-25',
      reason: 'Motore bruciato, non conviene ripararla',
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json<EquipmentDetail>()).toMatchObject({
      retiredOn: '2026-11-25',
      state: 'OUT_OF_SERVICE',
      qrCode: null,
    });
    const inUse = await call('GET', '/site-equipments?query=dismettere', 'staff.demo');
    expect(inUse.json<EquipmentList>().total).toBe(0);
    const all = await call('GET', '/site-equipments?query=dismettere&retired=true', 'staff.demo');
    expect(all.json<EquipmentList>().total).toBe(1);
    expect((await openPage(code)).statusCode).toBe(404);
    const change = await call('POST', `/site-equipments/${machine.id}/qr-code`, 'staff.demo');
    expect(change.statusCode).toBe(409);
    const labels = await call('GET', `/site-equipments/labels?ids=${machine.id}`, 'staff.demo');
    expect(labels.statusCode).toBe(400);
    expect(labels.json<ApiErrorBody>().body.fields?.[0]?.path).toBe('query.ids.0');
  });

  it('prints labels as a PDF, from the first free label of the sheet, each opening its own page', async () => {
    const one = await newMachine(ownSite);
    const two = await newMachine(foreignSite);
    const sheet = await call(
      'GET',
      `/site-equipments/labels?ids=${one.id},${two.id}&format=2x7&start=3`,
      'staff.demo',
    );
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Scanned as a phone would, the second label's code opens the public page of the second machine.
    const page = await printFirstPage(sheet.rawPayload);
    const scanned = readLabelCode(page, '2x7', 4);
    expect(scanned).toBe(two.qrCode!.url);
    const opened = await openPage(new URL(scanned!).pathname.split('/').at(-1)!);
    expect(opened.json<PublicEquipmentPage>()).toMatchObject({
      status: 'active',
      equipment: { labelCode: two.labelCode },
    });
    const beyond = await call(
      'GET',
      `/site-equipments/labels?ids=${one.id}&format=2x4&start=9`,
      'staff.demo',
    );
    expect(beyond.statusCode).toBe(400);
    expect((await call('GET', `/site-equipments/labels?ids=${one.id}`, 'operatore.demo')).statusCode).toBe(
      403,
    );
  });
});

describe('the public page', () => {
  it('shows its whitelist and nothing else of the record', async () => {
    const machine = await newMachine(ownSite);
    const sheet = await upload(machine.id, 'SAFETY_DATA_SHEET', 'Scheda di sicurezza');
    const full = (await upload(machine.id, 'MANUAL', 'Manuale riservato')).json<EquipmentDetail>();
    expect(sheet.statusCode).toBe(201);
    const page = await openPage(codeOf(machine));
    expect(page.statusCode).toBe(200);
    const body = page.json<PublicEquipmentPage>();
    expect(body.status).toBe('active');
    if (body.status !== 'active') return;
    expect(Object.keys(body.equipment).sort()).toEqual([
      'brand',
      'category',
      'documents',
      'labelCode',
      'location',
      'model',
      'name',
      'providerName',
      'siteCity',
      'siteName',
      'state',
    ]);
    expect(Object.keys(body.equipment.location).sort()).toEqual([
      'buildingName',
      'floorName',
      'note',
      'roomName',
    ]);
    expect(body.equipment.documents.map((document) => document.title)).toEqual(['Scheda di sicurezza']);
    // What the full record has and the page must not: the serial number, the customer, the site's code,
    // the database's ids, the dates, the other documents.
    const text = page.body;
    for (const secret of [
      full.serialNumber!,
      full.customerName,
      full.siteCode,
      'Manuale riservato',
      full.installedOn!,
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(new RegExp(`"(id|siteEquipmentId|roomId)":\\s*${machine.id}\\b`));

    const safety = body.equipment.documents[0]!;
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/public/site-equipments/${codeOf(machine)}/documents/${safety.id}`,
      remoteAddress: nextAddress(),
    });
    expect(download.statusCode).toBe(200);
    const manual = full.documents.find((document) => document.kind === 'MANUAL');
    const hidden = await testApp.app.inject({
      method: 'GET',
      url: `/api/public/site-equipments/${codeOf(machine)}/documents/${manual!.id}`,
      remoteAddress: nextAddress(),
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('answers an unknown and a revoked code alike, fast; a replaced one says only that', async () => {
    const machine = await newMachine(ownSite);
    const old = codeOf(machine);
    const replaced = await call('POST', `/site-equipments/${machine.id}/qr-code`, 'staff.demo');
    const current = codeOf(replaced.json<EquipmentDetail>());
    expect(current).not.toBe(old);
    expect((await openPage(old)).json()).toEqual({ status: 'replaced' });
    expect((await openPage(current)).json<PublicEquipmentPage>().status).toBe('active');
    expect((await report(old, { description: 'La macchina perde acqua' })).statusCode).toBe(404);

    await call('DELETE', `/site-equipments/${machine.id}/qr-code`, 'staff.demo');
    const revoked = await openPage(current);
    const unknown = await openPage('AAAAAAAAAAAAAAAAAAAAAA');
    const nonsense = await openPage('%27%20or%201%3D1--');
    expect(revoked.statusCode).toBe(404);
    for (const other of [unknown, nonsense]) {
      expect(other.statusCode).toBe(404);
      expect({ ...other.json<ApiErrorBody>(), body: { code: other.json<ApiErrorBody>().body.code } }).toEqual(
        {
          ...revoked.json<ApiErrorBody>(),
          body: { code: revoked.json<ApiErrorBody>().body.code },
        },
      );
    }
    // Fast: one lookup by the primary key, whatever the code.
    const started = performance.now();
    for (let index = 0; index < 10; index += 1) await openPage(`unknown${String(index).padStart(15, '0')}`);
    expect((performance.now() - started) / 10).toBeLessThan(100);
  });

  it('limits the calls of one address, so that codes cannot be tried by the thousand', async () => {
    const from = '10.250.0.1';
    const statuses: number[] = [];
    for (let index = 0; index <= pagesPerMinute; index += 1)
      statuses.push((await openPage(`guess${String(index).padStart(17, '0')}`, from)).statusCode);
    expect(statuses.slice(0, pagesPerMinute).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('reports from the label', () => {
  it('open a ticket with the photo, which the customer sees and its handler has', async () => {
    const machine = await newMachine(ownSite, {
      name: 'Dispenser sapone bagno piano terra',
      category: 'DISPENSER',
    });
    const sent = await report(
      codeOf(machine),
      { description: 'Il dispenser non eroga più sapone', contact: 'mario.rossi@example.com' },
      png,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const { ticketCode } = sent.json<{ ticketCode: string }>();
    expect(ticketCode).toMatch(/^SEG-\d{4}-\d{6}$/);

    const mine = await call('GET', `/tickets/my-list?query=${ticketCode}&pageSize=5`, 'cliente.demo');
    const listed = mine.json<TicketListResult>().data.find((ticket) => ticket.code === ticketCode);
    expect(listed).toMatchObject({ siteCode: ownSite, type: 'MAINTENANCE', authorName: null, unseen: true });
    const detail = (await call('GET', `/tickets/${listed!.ticketId}`, 'cliente.demo')).json<TicketDetail>();
    expect(detail.description).toContain('Il dispenser non eroga più sapone');
    expect(detail.description).toContain('mario.rossi@example.com');
    expect(detail.events[0]?.attachments.map((file) => file.contentType)).toEqual(['image/png']);
    expect((await call('GET', `/tickets/${listed!.ticketId}`, 'altro.demo')).statusCode).toBe(404);
    const queue = await call('GET', `/tickets/queue?query=${ticketCode}`, 'staff.demo');
    expect(queue.json<TicketListResult>().data[0]?.code).toBe(ticketCode);
    const summary = await call('GET', '/site-equipments/summary', 'cliente.demo');
    expect(summary.json<EquipmentSummary>().reportsLast30Days).toBeGreaterThan(0);
  });

  it('refuses a photo that is not an image and a description too short, storing nothing', async () => {
    const machine = await newMachine(ownSite);
    const notImage = await report(
      codeOf(machine),
      { description: 'Non funziona il pulsante' },
      Buffer.from('MZ not an image'),
    );
    expect(notImage.statusCode).toBe(400);
    const short = await report(codeOf(machine), { description: 'rotto' });
    expect(short.statusCode).toBe(400);
    expect(short.json<ApiErrorBody>().body.fields?.[0]?.path).toBe('data.description');
  });

  it('takes a few reports an hour from one label and a few from one address', async () => {
    const machine = await newMachine(ownSite);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push(
        (await report(codeOf(machine), { description: `Perde acqua dal serbatoio (${index})` })).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    const from = '10.251.0.1';
    const others = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newMachine(ownSite)));
    const fromOne: number[] = [];
    for (const other of others)
      fromOne.push(
        (await report(codeOf(other), { description: 'Il cavo è danneggiato' }, undefined, from)).statusCode,
      );
    expect(fromOne).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
