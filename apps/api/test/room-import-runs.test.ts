import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomTemplateColumns, type RoomImportResult, type RoomImportRun } from '@portale/shared';
import { createRoomImportNotifier } from '../src/modules/real-estate/import/room-import-notifier.ts';
import { query, sql, userIdOf } from './support/identity.ts';
import { startMailServer, type MailServer } from './support/mail-server.ts';
import { multipart } from './support/multipart.ts';
import { roomsWorkbook } from './room-import-files.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * What staff find of past imports (the latest runs, a run's rejected rows as a spreadsheet) and what
 * customers are told after an applied import that changed rooms.
 */
let testApp: TestApp;
let mail: MailServer;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);
let staffId = '';
let operatorId = '';
/** Two published sites of CL0001: one a user limited to some sites sees, one they do not. */
let seenSite = { code: '', name: '' };
let otherSite = { code: '', name: '' };
let limitedUserId = '';

type RunRow = {
  siteCode: string;
  userId: string | null;
  fileName: string;
  dryRun: boolean;
  createdAt: string;
  rejectedRows?: unknown[];
};

async function addRun(run: RunRow): Promise<string> {
  const [row] = await query<{ id: string }>(
    testApp,
    sql`insert into room_import_runs (site_code, user_id, file_name, dry_run, effective_from, rows_read, added,
        changed, closed, rejected, rejected_rows, created_at)
      values (${run.siteCode}, ${run.userId}, ${run.fileName}, ${run.dryRun}, '2026-03-01', 10, 3, 2, 1,
        ${run.rejectedRows?.length ?? 0}, ${JSON.stringify(run.rejectedRows ?? [])}::jsonb, ${run.createdAt})
      returning id`,
  );
  return row?.id ?? '';
}

beforeAll(async () => {
  mail = await startMailServer();
  testApp = await createTestApp({ SMTP_URL: mail.url });
  for (const username of ['staff.demo', 'operatore.demo', 'cliente.demo', 'altro.demo']) {
    tokens[username] = await loginAs(testApp, username);
  }
  staffId = await userIdOf(testApp, 'staff.demo');
  operatorId = await userIdOf(testApp, 'operatore.demo');
  const [limited] = await query<{ id: string; seen: string; seen_name: string }>(
    testApp,
    sql`select u.id, s.code as seen, s.name as seen_name from users u
      inner join user_sites us on us.user_id = u.id inner join sites s on s.code = us.site_code
      where u.customer_code = 'CL0001' and u.limited_to_sites and u.enabled and s.published
      order by s.code limit 1`,
  );
  if (!limited) throw new Error('the demo data has no user limited to some sites');
  limitedUserId = limited.id;
  seenSite = { code: limited.seen, name: limited.seen_name };
  const [other] = await query<{ code: string; name: string }>(
    testApp,
    sql`select s.code, s.name from sites s inner join job_orders j on j.id = s.job_order_id
      where j.customer_code = 'CL0001' and s.published
        and not exists (select 1 from user_sites us where us.user_id = ${limitedUserId} and us.site_code = s.code)
      order by s.code limit 1`,
  );
  if (!other) throw new Error('the limited user sees every site');
  otherSite = other;
  // The limited user is given the real-estate registry sub-role (the demo data gives it to no one so).
  await query(
    testApp,
    sql`update users set customer_sub_roles = array_append(customer_sub_roles, 12) where id = ${limitedUserId}`,
  );
});
afterAll(async () => {
  await closeTestApp(testApp);
  await mail.close();
});

describe('GET /site/import-rooms/recent', () => {
  it('lists the latest runs newest first, of all sites or one, with the site and the user', async () => {
    await addRun({
      siteCode: seenSite.code,
      userId: staffId,
      fileName: 'prima.xlsx',
      dryRun: true,
      createdAt: '2030-01-01T08:00:00Z',
    });
    await addRun({
      siteCode: otherSite.code,
      userId: operatorId,
      fileName: 'seconda.xlsx',
      dryRun: false,
      createdAt: '2030-01-01T09:00:00Z',
    });
    await addRun({
      siteCode: seenSite.code,
      userId: null,
      fileName: 'terza.xlsx',
      dryRun: false,
      createdAt: '2030-01-01T10:00:00Z',
    });

    const all = await call('GET', '/site/import-rooms/recent?limit=3', 'staff.demo');
    expect(all.statusCode, all.body).toBe(200);
    const runs = all.json<RoomImportRun[]>();
    expect(runs.map((run) => [run.fileName, run.siteCode, run.userName, run.dryRun])).toEqual([
      ['terza.xlsx', seenSite.code, null, false],
      ['seconda.xlsx', otherSite.code, 'Sara Greco', false],
      ['prima.xlsx', seenSite.code, 'Alessandro Romano', true],
    ]);
    expect(runs[1]).toMatchObject({
      siteName: otherSite.name,
      effectiveFrom: '2026-03-01',
      rowsRead: 10,
      added: 3,
      changed: 2,
      closed: 1,
      rejected: 0,
      createdAt: '2030-01-01T09:00:00.000Z',
    });

    const oneSite = await call(
      'GET',
      `/site/import-rooms/recent?siteCode=${seenSite.code}`,
      'operatore.demo',
    );
    expect(oneSite.json<RoomImportRun[]>().map((run) => run.fileName)).toEqual(['terza.xlsx', 'prima.xlsx']);
  });

  it('is for staff with the sites permission, and refuses a limit out of range', async () => {
    expect((await call('GET', '/site/import-rooms/recent', 'cliente.demo')).statusCode).toBe(403);
    expect((await call('GET', '/site/import-rooms/recent?limit=51', 'staff.demo')).statusCode).toBe(400);
  });
});

describe('GET /site/import-rooms/:importId/rejected-rows', () => {
  const header = (key: (typeof roomTemplateColumns)[number]['key']) =>
    roomTemplateColumns.find((column) => column.key === key)?.header ?? '';

  it('gives the rejected rows as the template with the wrong cells marked, the reasons and the row number', async () => {
    const importId = await addRun({
      siteCode: seenSite.code,
      userId: staffId,
      fileName: 'con errori.xlsx',
      dryRun: true,
      createdAt: '2030-02-01T08:00:00Z',
      rejectedRows: [
        {
          row: 4,
          cells: [
            'A-1',
            'Ambulatorio',
            'Padiglione A',
            'Terra',
            'dodici',
            'Ambulatori',
            '5/7',
            'Aperto',
            '2026-03-01',
          ],
          errors: { [header('area')]: 'scrivi un numero, per esempio 12,50' },
        },
        {
          row: 9,
          cells: [
            '=HYPERLINK("http://example.com")',
            '',
            'Padiglione A',
            'Terra',
            '12.5',
            'Cucine',
            '5/7',
            'Riaperto',
            '01/03/2026',
          ],
          errors: {
            [header('state')]: 'scegli Aperto, Chiuso o Sospeso',
            [header('name')]: 'campo richiesto',
            [header('effectiveFrom')]: 'scrivi una data, non un testo',
          },
        },
      ],
    });

    const response = await call('GET', `/site/import-rooms/${importId}/rejected-rows`, 'staff.demo');
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain(
      encodeURIComponent(`Righe scartate ${seenSite.code} - `),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Locali') as ExcelJS.Worksheet;
    const values = (row: number) => (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);
    expect(values(1)).toEqual([
      ...roomTemplateColumns.map((column) => column.header),
      'Errori',
      'Riga del file',
    ]);
    expect(sheet.actualRowCount).toBe(3);

    // A number and a date the import had read as such come back as such; text stays text.
    expect(values(2)).toEqual([
      'A-1',
      'Ambulatorio',
      'Padiglione A',
      'Terra',
      'dodici',
      'Ambulatori',
      '5/7',
      'Aperto',
      new Date(Date.UTC(2026, 2, 1)),
      'Superficie (m²): scrivi un numero, per esempio 12,50',
      4,
    ]);
    // A formula that was typed is written back as its text, never as a formula; the reasons in column order.
    const formulaCell = sheet.getCell('A3');
    expect(formulaCell.type).toBe(ExcelJS.ValueType.String);
    expect(formulaCell.value).toBe('=HYPERLINK("http://example.com")');
    expect(sheet.getCell('E3').value).toBe(12.5);
    expect(sheet.getCell('I3').value).toBe('01/03/2026');
    expect(sheet.getCell('J3').value).toBe(
      'Nome locale: campo richiesto\nStato: scegli Aperto, Chiuso o Sospeso\nIn vigore dal: scrivi una data, non un testo',
    );
    expect(sheet.getCell('K3').value).toBe(9);

    const marked = (address: string) =>
      (sheet.getCell(address).fill as ExcelJS.FillPattern | undefined)?.fgColor;
    expect(marked('E2')).toEqual({ argb: 'FFFFC7CE' });
    expect(['B3', 'H3', 'I3'].map(marked)).toEqual(Array(3).fill({ argb: 'FFFFC7CE' }));
    expect(marked('A2')).toBeUndefined();
    expect(sheet.getCell('F2').dataValidation).toMatchObject({ type: 'list' });
  });

  it('answers 404 for an unknown run and 400 for a malformed id, and is for staff only', async () => {
    const unknown = await call(
      'GET',
      '/site/import-rooms/00000000-0000-4000-8000-000000000000/rejected-rows',
      'staff.demo',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/site/import-rooms/123/rejected-rows', 'staff.demo')).statusCode).toBe(400);
    const importId = await addRun({
      siteCode: seenSite.code,
      userId: staffId,
      fileName: 'x.xlsx',
      dryRun: true,
      createdAt: '2030-03-01T08:00:00Z',
    });
    expect(
      (await call('GET', `/site/import-rooms/${importId}/rejected-rows`, 'cliente.demo')).statusCode,
    ).toBe(403);
  });
});

describe('the notice after an applied import', () => {
  const notifier = () =>
    createRoomImportNotifier({
      db: testApp.database.db,
      log: testApp.app.log,
      config: { PUBLIC_URL: 'https://portale.example.it', PROVIDER_NAME: 'Servizi Integrati Italia S.p.A.' },
      notifications: testApp.services.notifications,
      hub: testApp.services.hub,
      mailer: testApp.services.identity.mailer,
    });
  type Notice = { state: string | null; stateParams: Record<string, string> | null; template: string };
  const noticesOf = async (username: string) =>
    (await call('GET', '/notifications/my-list', username))
      .json<Notice[]>()
      .filter((notice) => notice.state === 'real-estate');
  const limitedNotices = () =>
    query<{ state_params: Record<string, string> }>(
      testApp,
      sql`select state_params from notifications where user_id = ${limitedUserId} and state = 'real-estate'`,
    );

  it('tells the registry users who see the site, live and by email, opening the site’s registry', async () => {
    await notifier().notifyApplied({
      importId: '00000000-0000-4000-8000-000000000001',
      siteCode: seenSite.code,
      siteName: seenSite.name,
      effectiveFrom: '2026-03-08',
      added: 12,
      changed: 2,
      closed: 1,
      userId: staffId,
    });
    const [notice] = await noticesOf('cliente.demo');
    expect(notice).toMatchObject({ state: 'real-estate', stateParams: { site: seenSite.code } });
    expect(notice?.template).toMatch(
      /^Anagrafica di <strong>.+<\/strong> aggiornata: 12 locali aggiunti, 2 modificati, 1 chiuso\.$/,
    );
    expect(await limitedNotices()).toEqual([{ state_params: { site: seenSite.code } }]);
    expect(await noticesOf('altro.demo')).toEqual([]);

    const email = await mail.waitFor(
      (message) =>
        message.to.includes('giulia.bianchi@ao-santalucia.it') && message.subject.startsWith('Anagrafica'),
    );
    expect(email.subject).toBe(`Anagrafica immobiliare di ${seenSite.name} aggiornata`);
    expect(email.text).toContain('12 locali aggiunti, 2 modificati, 1 chiuso, dall’08/03/2026');
    expect(email.text).toContain(`https://portale.example.it/real-estate?site=${seenSite.code}`);
  });

  it('tells no one a site they do not see, and no one at all when nothing changed', async () => {
    await notifier().notifyApplied({
      importId: '00000000-0000-4000-8000-000000000001',
      siteCode: otherSite.code,
      siteName: otherSite.name,
      effectiveFrom: '2026-03-01',
      added: 1,
      changed: 0,
      closed: 0,
      userId: staffId,
    });
    expect((await noticesOf('cliente.demo'))[0]?.template).toMatch(/aggiornata: 1 locale aggiunto\.$/);
    expect(await limitedNotices()).toHaveLength(1);

    const before = (await noticesOf('cliente.demo')).length;
    await notifier().notifyApplied({
      importId: '00000000-0000-4000-8000-000000000001',
      siteCode: seenSite.code,
      siteName: seenSite.name,
      effectiveFrom: '2026-03-01',
      added: 0,
      changed: 0,
      closed: 0,
      userId: staffId,
    });
    expect(await noticesOf('cliente.demo')).toHaveLength(before);
  });
});

describe('an import corrected from its rejected rows', () => {
  const importFile = async (siteCode: string, file: Buffer, dryRun: boolean) => {
    const { payload, contentType } = multipart([
      { name: 'siteCode', body: siteCode },
      { name: 'dryRun', body: String(dryRun) },
      { name: 'file', filename: 'locali.xlsx', body: file },
    ]);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/site/import-rooms',
      headers: { 'content-type': contentType, authorization: `Bearer ${tokens['staff.demo']}` },
      payload,
    });
  };

  it('gives back the wrong rows, which once corrected import and tell the customers', async () => {
    const [site] = await query<{ code: string; name: string }>(
      testApp,
      sql`select s.code, s.name from sites s inner join job_orders j on j.id = s.job_order_id
        where j.customer_code = 'CL0001' and s.published and s.fee_formula is not null order by s.code limit 1`,
    );
    const [lists] = await query<{ category: string; frequency: string }>(
      testApp,
      sql`select (select name from area_categories order by name limit 1) as category,
        (select name from cleaning_frequencies order by sort_order limit 1) as frequency`,
    );
    if (!site || !lists) throw new Error('no site with a fee formula, or no catalogue');
    const room = (identifier: string, area: unknown, state: string) => ({
      identifier,
      name: `Locale ${identifier}`,
      building: 'Padiglione di prova',
      floor: 'Piano terra',
      area: area as number,
      category: lists.category,
      frequency: lists.frequency,
      state,
    });
    const file = await roomsWorkbook([
      room('RT-1', 10, 'Aperto'),
      room('RT-2', 'dodici', 'Aperto'),
      room('RT-3', 14.5, 'Riaperto'),
    ]);
    const dryRun = await importFile(site.code, file, true);
    expect(dryRun.statusCode, dryRun.body).toBe(200);
    const result = dryRun.json<RoomImportResult>();
    expect(result).toMatchObject({ added: 1, rejected: 2 });

    const rejected = await call('GET', `/site/import-rooms/${result.importId}/rejected-rows`, 'staff.demo');
    expect(rejected.statusCode, rejected.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(rejected.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Locali') as ExcelJS.Worksheet;
    expect([2, 3].map((row) => [sheet.getCell(`A${row}`).value, sheet.getCell(`K${row}`).value])).toEqual([
      ['RT-2', 3],
      ['RT-3', 4],
    ]);
    expect(sheet.getCell('J2').value).toMatch(/^Superficie \(m²\): /);
    expect(sheet.getCell('J3').value).toMatch(/^Stato: /);

    // Corrected where the file says, and imported as it is, the extra columns included.
    sheet.getCell('E2').value = 12;
    sheet.getCell('H3').value = 'Aperto';
    const corrected = await importFile(site.code, Buffer.from(await workbook.xlsx.writeBuffer()), false);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<RoomImportResult>()).toMatchObject({ added: 2, changed: 0, rejected: 0 });

    const notices = await call('GET', '/notifications/my-list', 'cliente.demo');
    const [notice] =
      notices.json<{ state: string; stateParams: Record<string, string>; template: string }[]>();
    expect(notice).toMatchObject({ state: 'real-estate', stateParams: { site: site.code } });
    expect(notice?.template).toMatch(/aggiornata: 2 locali aggiunti\.$/);
  });
});
