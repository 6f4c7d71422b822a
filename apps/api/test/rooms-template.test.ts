import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomTemplateColumns, type RoomImportResult } from '@portale/shared';
import { query, sql } from './support/identity.ts';
import { multipart } from './support/multipart.ts';
import { apiCaller, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/** The rooms template: who may download it, what refuses it, and the workbook read back. */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);
let site = { code: '', jobTaskId: '', name: '' };
let siteWithoutFormula = { code: '', jobTaskId: '' };
/** A site that starts on 01/01/2099 (not started yet). */
let laterSite = { code: '', jobTaskId: '' };

/** A site's rooms replaced by the test's own: buildings, floors, rooms and their dated states. */
async function giveRooms(siteCode: string) {
  await query(testApp, sql`delete from buildings where site_code = ${siteCode}`);
  await query(
    testApp,
    sql`insert into area_categories (name, coefficient_thousandths) values ('Prova ambulatori', 1200)
      on conflict (name) do nothing`,
  );
  await query(
    testApp,
    sql`insert into cleaning_frequencies (code, name, sort_order, coefficient_thousandths)
      values ('P5/7', 'Prova cinque giorni su sette', 99, 1000) on conflict (code) do nothing`,
  );
  const [category] = await query<{ id: number }>(
    testApp,
    sql`select id from area_categories where name = 'Prova ambulatori'`,
  );
  const floorOf = async (building: string, floor: string) => {
    const [row] = await query<{ id: number }>(
      testApp,
      sql`with b as (insert into buildings (site_code, name) values (${siteCode}, ${building})
            on conflict (site_code, name) do update set name = excluded.name returning id)
          insert into floors (building_id, name) select id, ${floor} from b returning id`,
    );
    return row?.id ?? 0;
  };
  const ground = await floorOf('Padiglione Prova', 'Piano terra');
  const first = await floorOf('Edificio B', 'Primo piano');
  const room = async (floorId: number, identifier: string, states: [string, string, string, number][]) => {
    const [row] = await query<{ id: number }>(
      testApp,
      sql`insert into rooms (site_code, floor_id, identifier) values (${siteCode}, ${floorId}, ${identifier})
        returning id`,
    );
    for (const [from, state, name, area] of states) {
      await query(
        testApp,
        sql`insert into room_states (room_id, effective_from, state, name, area_centi_sqm, area_category_id, frequency_code)
          values (${row?.id}, ${from}, ${state}, ${name}, ${area}, ${category?.id}, 'P5/7')`,
      );
    }
  };
  await room(ground, 'P-001', [['2020-01-01', 'open', 'Ambulatorio 1', 1250]]);
  await room(ground, 'P-002', [
    ['2020-01-01', 'open', 'Deposito', 800],
    ['2024-01-01', 'closed', 'Deposito chiuso', 800],
  ]);
  await room(ground, 'P-003', [['2024-06-01', 'suspended', 'Sala riunioni', 3000]]);
  // Not there yet today: its first state begins in the future.
  await room(ground, 'P-004', [['2099-01-01', 'open', 'Nuovo ambulatorio', 1500]]);
  // Today's state, not its planned closure.
  await room(first, '0012', [
    ['2020-01-01', 'open', 'Corridoio', 402550],
    ['2099-01-01', 'closed', 'Corridoio', 402550],
  ]);
}

beforeAll(async () => {
  testApp = await createTestApp();
  for (const username of ['staff.demo', 'operatore.demo', 'cliente.demo']) {
    tokens[username] = await loginAs(testApp, username);
  }
  const sites = await query<{ code: string; job_order_id: string; name: string }>(
    testApp,
    sql`select code, job_order_id, name from sites where fee_formula is not null order by code limit 3`,
  );
  const [withFormula, other, later] = sites;
  if (!withFormula || !other || !later)
    throw new Error('the demo data has no three sites with a fee formula');
  laterSite = { code: later.code, jobTaskId: later.job_order_id };
  await query(
    testApp,
    sql`update sites set date_from = '2099-01-01', date_to = '2099-12-31' where code = ${later.code}`,
  );
  site = { code: withFormula.code, jobTaskId: withFormula.job_order_id, name: withFormula.name };
  siteWithoutFormula = { code: other.code, jobTaskId: other.job_order_id };
  await query(testApp, sql`update sites set fee_formula = null where code = ${other.code}`);
  await giveRooms(site.code);
});
afterAll(async () => {
  await closeTestApp(testApp);
});

const templateUrl = (siteid: string, taskid: string) =>
  `/site/rooms-template?siteid=${encodeURIComponent(siteid)}&taskid=${encodeURIComponent(taskid)}`;

async function readWorkbook(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

/** staff.demo's template of the site, read once (its lists reach 100,000 rows: slow to load). */
let templateBook: Promise<ExcelJS.Workbook> | undefined;
const staffTemplate = () =>
  (templateBook ??= call('GET', templateUrl(site.code, site.jobTaskId), 'staff.demo').then((response) =>
    readWorkbook(response.rawPayload),
  ));

const rowValues = (sheet: ExcelJS.Worksheet, rowNumber: number) =>
  (sheet.getRow(rowNumber).values as ExcelJS.CellValue[]).slice(1);

/** The instructions sheet's text, a line per row, its cells joined by « | ». */
function instructionsText(workbook: ExcelJS.Workbook) {
  const instructions = workbook.getWorksheet('Istruzioni') as ExcelJS.Worksheet;
  const texts: string[] = [];
  instructions.eachRow((row) => texts.push((row.values as ExcelJS.CellValue[]).slice(1).join(' | ')));
  return texts.join('\n');
}

describe('GET /site/rooms-template', () => {
  it('is a spreadsheet named after the site, with the sheet to fill, the instructions and hidden lists', async () => {
    const response = await call('GET', templateUrl(site.code, site.jobTaskId), 'staff.demo');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`Locali ${site.code} - `)}`);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(
      new RegExp(`^Locali ${site.code} - .+\\.xlsx$`),
    );
    expect(disposition).toMatch(/^attachment; filename="Locali UB\d{6} - [\x20-\x7e]+\.xlsx"/);

    const workbook = await staffTemplate();
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
      ['Locali', 'visible'],
      ['Istruzioni', 'visible'],
      ['Elenchi', 'hidden'],
    ]);
    const rooms = workbook.getWorksheet('Locali') as ExcelJS.Worksheet;
    expect(rowValues(rooms, 1)).toEqual(roomTemplateColumns.map((column) => column.header));
    expect(rooms.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rooms.getColumn(2).width).toBeGreaterThan(20);

    // The site's rooms as they are today, by building, floor and identifier; «In vigore dal» empty.
    expect(rooms.actualRowCount).toBe(5);
    expect([2, 3, 4, 5].map((row) => rowValues(rooms, row))).toEqual([
      [
        '0012',
        'Corridoio',
        'Edificio B',
        'Primo piano',
        4025.5,
        'Prova ambulatori',
        'Prova cinque giorni su sette',
        'Aperto',
      ],
      [
        'P-001',
        'Ambulatorio 1',
        'Padiglione Prova',
        'Piano terra',
        12.5,
        'Prova ambulatori',
        'Prova cinque giorni su sette',
        'Aperto',
      ],
      [
        'P-002',
        'Deposito chiuso',
        'Padiglione Prova',
        'Piano terra',
        8,
        'Prova ambulatori',
        'Prova cinque giorni su sette',
        'Chiuso',
      ],
      [
        'P-003',
        'Sala riunioni',
        'Padiglione Prova',
        'Piano terra',
        30,
        'Prova ambulatori',
        'Prova cinque giorni su sette',
        'Sospeso',
      ],
    ]);
    expect(rooms.getCell('E2').numFmt).toBe('#,##0.00');
    expect(rooms.getCell('A2').numFmt).toBe('@');
    expect(rooms.getColumn(9).numFmt).toBe('dd/mm/yyyy');
  });

  it('gives the category, frequency and state columns their lists, also on 10,000 rows not filled yet', async () => {
    const workbook = await staffTemplate();
    const rooms = workbook.getWorksheet('Locali') as ExcelJS.Worksheet;
    const lists = workbook.getWorksheet('Elenchi') as ExcelJS.Worksheet;
    const listOf = (column: number) =>
      (lists.getColumn(column).values as ExcelJS.CellValue[]).slice(2).filter((value) => value != null);

    const [categoryCount] = await query<{ count: number }>(
      testApp,
      sql`select count(*)::int as count from area_categories`,
    );
    const [frequencyCount] = await query<{ count: number }>(
      testApp,
      sql`select count(*)::int as count from cleaning_frequencies`,
    );
    expect(listOf(1)).toHaveLength(Number(categoryCount?.count));
    expect(listOf(1)).toContain('Prova ambulatori');
    expect(listOf(2)).toHaveLength(Number(frequencyCount?.count));
    expect(listOf(2)).toContain('Prova cinque giorni su sette');
    expect(listOf(3)).toEqual(['Aperto', 'Chiuso', 'Sospeso']);

    // The filled rows (to 5) and 10,000 more.
    expect(rooms.getCell('F10006').dataValidation).toBeUndefined();
    for (const cell of ['F2', 'F10005']) {
      expect(rooms.getCell(cell).dataValidation).toMatchObject({
        type: 'list',
        formulae: [`Elenchi!$A$2:$A$${Number(categoryCount?.count) + 1}`],
      });
    }
    expect(rooms.getCell('G3').dataValidation).toMatchObject({
      type: 'list',
      formulae: [`Elenchi!$B$2:$B$${Number(frequencyCount?.count) + 1}`],
    });
    expect(rooms.getCell('H100').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['Elenchi!$C$2:$C$4'],
    });
    expect(rooms.getCell('E7').dataValidation).toMatchObject({ type: 'decimal', operator: 'greaterThan' });
    expect(rooms.getCell('I7').dataValidation).toMatchObject({ type: 'date' });
    expect(rooms.getCell('A2').dataValidation).toBeUndefined();
  });

  it('explains the columns and shows an example row on the instructions sheet, not among the rooms', async () => {
    const response = await call('GET', templateUrl(site.code, site.jobTaskId), 'operatore.demo');
    expect(response.statusCode, response.body).toBe(200);
    const workbook = await readWorkbook(response.rawPayload);
    const text = instructionsText(workbook);
    expect(text).toContain('Il foglio contiene già i locali dell’ubicazione come sono oggi.');
    expect(text).toContain('formule');
    expect(text).toContain('date scritte come testo');
    for (const column of roomTemplateColumns) expect(text).toContain(column.header);
    expect(text).toMatch(/ESEMPIO-1 \| Ambulatorio 3 \| Padiglione A \| Piano terra \| 24\.5/);
    const rooms = workbook.getWorksheet('Locali') as ExcelJS.Worksheet;
    expect(rooms.getColumn(1).values).not.toContain('ESEMPIO-1');
  });

  it('imported as it is, changes nothing: the rooms it lists are the site’s as they are', async () => {
    const template = await call('GET', templateUrl(site.code, site.jobTaskId), 'staff.demo');
    const importAs = async (dryRun: boolean) => {
      const { payload, contentType } = multipart([
        { name: 'siteCode', body: site.code },
        { name: 'dryRun', body: String(dryRun) },
        { name: 'file', filename: 'modello.xlsx', body: template.rawPayload },
      ]);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/site/import-rooms',
        headers: { 'content-type': contentType, authorization: `Bearer ${tokens['staff.demo']}` },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<RoomImportResult>();
    };
    const unchanged = { rowsRead: 4, added: 0, changed: 0, closed: 0, unchanged: 4, rejected: 0, errors: {} };
    expect(await importAs(true)).toMatchObject(unchanged);
    expect(await importAs(false)).toMatchObject(unchanged);
  });

  it('of a site not started yet holds the rooms it will have on its first day, and says so', async () => {
    await giveRooms(laterSite.code);
    const response = await call('GET', templateUrl(laterSite.code, laterSite.jobTaskId), 'staff.demo');
    expect(response.statusCode, response.body).toBe(200);
    const workbook = await readWorkbook(response.rawPayload);
    const rooms = workbook.getWorksheet('Locali') as ExcelJS.Worksheet;
    // On 01/01/2099 the corridor is closed and P-004 exists: the rooms as they will be, not as today.
    expect(
      [2, 3, 4, 5, 6].map((row) => rowValues(rooms, row).slice(0, 2).concat(rowValues(rooms, row)[7])),
    ).toEqual([
      ['0012', 'Corridoio', 'Chiuso'],
      ['P-001', 'Ambulatorio 1', 'Aperto'],
      ['P-002', 'Deposito chiuso', 'Chiuso'],
      ['P-003', 'Sala riunioni', 'Sospeso'],
      ['P-004', 'Nuovo ambulatorio', 'Aperto'],
    ]);
    expect(instructionsText(workbook)).toContain(
      'Il foglio contiene già i locali dell’ubicazione come saranno quando inizia, il 01/01/2099.',
    );
  });

  it('of a site not started yet and without rooms is empty, and says why', async () => {
    await query(testApp, sql`delete from buildings where site_code = ${laterSite.code}`);
    const response = await call('GET', templateUrl(laterSite.code, laterSite.jobTaskId), 'staff.demo');
    expect(response.statusCode, response.body).toBe(200);
    const workbook = await readWorkbook(response.rawPayload);
    expect((workbook.getWorksheet('Locali') as ExcelJS.Worksheet).actualRowCount).toBe(1);
    expect(instructionsText(workbook)).toContain(
      'Il foglio è vuoto perché l’ubicazione inizia il 01/01/2099 e non ha ancora locali registrati per quel giorno: aggiungi una riga per ogni locale.',
    );
  });

  it('refuses a malformed or unknown site, another job order, a site without fee formula', async () => {
    const answer = async (siteid: string, taskid: string) => {
      const response = await call('GET', templateUrl(siteid, taskid), 'staff.demo');
      return [response.statusCode, response.json<{ message: string }>().message];
    };
    expect(await answer('XX12', site.jobTaskId)).toEqual([400, 'Invalid siteCode']);
    expect(await answer('UB999999', site.jobTaskId)).toEqual([404, 'Site not found']);
    expect(await answer(site.code, 'ALTRA-COMMESSA')).toEqual([400, 'Missing jobTaskId']);
    expect(await answer(siteWithoutFormula.code, siteWithoutFormula.jobTaskId)).toEqual([
      400,
      'No formula defined for site',
    ]);
  });

  it('is for staff with the sites permission only', async () => {
    const response = await call('GET', templateUrl(site.code, site.jobTaskId), 'cliente.demo');
    expect(response.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `/api${templateUrl(site.code, site.jobTaskId)}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
