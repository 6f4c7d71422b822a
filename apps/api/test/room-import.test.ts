import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomImportLimits, romeCalendarDay, type ApiErrorBody, type RoomImportResult } from '@portale/shared';
import { query, sql } from './support/identity.ts';
import { multipart } from './support/multipart.ts';
import { bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';
import {
  excelDate,
  handMadeZip,
  headers,
  roomsSheetXml,
  roomsWorkbook,
  sharedStringsXml,
  streamedUpload,
  workbookParts,
  type LocalHeaderLie,
  type TestRoomRow,
} from './room-import-files.ts';

/** POST /site/import-rooms: good, partly bad and hostile files, dry runs, idempotence, history. */
let testApp: TestApp;
let dataDir = '';
const tokens: Record<string, string> = {};
let siteCode = '';
let siteStart = '';
let siteWithoutFormula = '';
const day = '2026-03-02';

/**
 * The system's temporary folder, one of this file's own while it runs: what a spreadsheet reader may
 * park there. The API's test files share a process (isolate: false), so the next file gets the system's
 * folder back.
 */
let temporaryDir = '';
const systemTemporaryDir = process.env.TMPDIR;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portale-room-import-'));
  temporaryDir = await mkdtemp(path.join(tmpdir(), 'portale-room-import-tmp-'));
  process.env.TMPDIR = temporaryDir;
  testApp = await createTestApp({ DATA_DIR: dataDir });
  // A staff user holding only the tickets permission: no import.
  await testApp.database.db.execute(sql`
    insert into users (username, email, first_name, last_name, kind, password_hash, password_changed_at,
      enabled, email_confirmed, system_emails_consent, back_office_permissions)
    select 'solo.segnalazioni', 'solo.segnalazioni@example.test', 'Solo', 'Segnalazioni', kind, password_hash,
      password_changed_at, true, true, true, array[5]
    from users where username = 'staff.demo'`);
  for (const username of ['staff.demo', 'solo.segnalazioni', 'cliente.demo'])
    tokens[username] = await loginAs(testApp, username);
  const [site] = await query<{ code: string; date_from: string }>(
    testApp,
    sql`select code, to_char(date_from, 'YYYY-MM-DD') as date_from from sites
        where fee_formula is not null and date_from <= '2026-01-01' order by code limit 1`,
  );
  siteCode = site?.code ?? '';
  siteStart = site?.date_from ?? '';
  const [other] = await query<{ code: string }>(
    testApp,
    sql`select code from sites where fee_formula is null order by code limit 1`,
  );
  siteWithoutFormula = other?.code ?? '';
  // The test's site starts with no rooms, so that every count below is the file's.
  await testApp.database.db.execute(sql`delete from buildings where site_code = ${siteCode}`);
});
afterAll(async () => {
  await closeTestApp(testApp);
  if (systemTemporaryDir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTemporaryDir;
  await rm(dataDir, { recursive: true, force: true });
  await rm(temporaryDir, { recursive: true, force: true });
});

/** The files a read leaves: in the system's temporary folder and the import's own. */
const leftFiles = async () => [
  ...(await readdir(temporaryDir)),
  ...(await readdir(path.join(dataDir, 'room-imports')).catch(() => [])),
];

type Fields = { dryRun?: boolean; effectiveFrom?: string; closeMissing?: boolean; site?: string };

async function importFile(
  file: Buffer,
  fields: Fields = {},
  username = 'staff.demo',
  filename = 'locali.xlsx',
) {
  const { payload, contentType } = multipart([
    { name: 'siteCode', body: fields.site ?? siteCode },
    { name: 'dryRun', body: String(fields.dryRun ?? true) },
    { name: 'effectiveFrom', body: fields.effectiveFrom ?? day },
    { name: 'closeMissing', body: String(fields.closeMissing ?? false) },
    { name: 'file', filename, body: file },
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/site/import-rooms',
    headers: { 'content-type': contentType, ...bearer(tokens[username] ?? '') },
    payload,
  });
}

const room = (identifier: string, extra: TestRoomRow = {}): TestRoomRow => ({
  identifier,
  name: `Ambulatorio ${identifier}`,
  building: 'Padiglione A',
  floor: 'Piano terra',
  area: 12.5,
  category: 'Ambulatori',
  frequency: '5/7',
  state: 'Aperto',
  ...extra,
});
const threeRooms = [
  room('T-001'),
  room('T-002', { floor: 'Primo piano', area: 20 }),
  room('T-003', { building: 'Padiglione B' }),
];

/** What the site holds (rooms, state rows, import runs), and what is staged (rows and strings). */
async function siteCounts() {
  const [row] = await query<{
    rooms: number;
    states: number;
    runs: number;
    buildings: number;
    staged: number;
  }>(
    testApp,
    sql`select (select count(*)::int from rooms where site_code = ${siteCode}) as rooms,
          (select count(*)::int from room_states s join rooms r on r.id = s.room_id where r.site_code = ${siteCode}) as states,
          (select count(*)::int from room_import_runs where site_code = ${siteCode}) as runs,
          (select count(*)::int from buildings where site_code = ${siteCode}) as buildings,
          (select count(*)::int from room_import_rows)
            + (select count(*)::int from room_import_strings) as staged`,
  );
  return row ?? { rooms: -1, states: -1, runs: -1, buildings: -1, staged: -1 };
}

const refusalOf = (body: string) =>
  JSON.parse(body) as ApiErrorBody & { body: { importResult?: RoomImportResult } };

async function expectRefused(response: Awaited<ReturnType<typeof importFile>>, reason: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  const body = refusalOf(response.body);
  expect(body.body.code).toBe('SITE_IMPORT_FILE_NOT_VALID');
  expect(body.body.fields?.map((field) => field.message).join(' ')).toMatch(reason);
}

describe('a good file', () => {
  it('shows on a dry run what it would add, with the totals before and after, and changes nothing', async () => {
    const before = await siteCounts();
    const response = await importFile(await roomsWorkbook(threeRooms));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<RoomImportResult>();
    expect(result).toMatchObject({
      dryRun: true,
      rowsRead: 3,
      added: 3,
      changed: 0,
      unchanged: 0,
      closed: 0,
      rejected: 0,
      errors: {},
      importedRooms: 3,
      importedBuildings: 2,
      importedFloors: 3,
      effectiveFrom: day,
    });
    expect(result.before).toEqual({ rooms: 0, openRooms: 0, area: 0, openArea: 0, equivalentOpenArea: 0 });
    // Ambulatori 1.100 × 5/7 1.000: 45 m² of rooms are 49,5 equivalent square metres.
    expect(result.after).toEqual({
      rooms: 3,
      openRooms: 3,
      area: 45,
      openArea: 45,
      equivalentOpenArea: 49.5,
    });
    expect(result.changes.map((change) => [change.kind, change.roomIdentifier])).toEqual([
      ['added', 'T-001'],
      ['added', 'T-002'],
      ['added', 'T-003'],
    ]);
    expect(result.changes[1]?.details).toEqual([
      'Padiglione A, Primo piano; 20,00 m²; Ambulatori; Giornaliera, 5 giorni su 7; Aperto',
    ]);
    const after = await siteCounts();
    expect(after).toEqual({ ...before, runs: before.runs + 1 });
  });

  it('applies in one go, then a second import of the same file changes nothing', async () => {
    const file = await roomsWorkbook(threeRooms);
    const applied = await importFile(file, { dryRun: false });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<RoomImportResult>()).toMatchObject({
      dryRun: false,
      added: 3,
      importedRooms: 3,
      importedBuildings: 2,
      importedFloors: 3,
    });
    const states = await query<{
      identifier: string;
      effective_from: string;
      area_centi_sqm: number;
      import_run_id: string;
    }>(
      testApp,
      sql`select r.identifier, to_char(s.effective_from, 'YYYY-MM-DD') as effective_from, s.area_centi_sqm, s.import_run_id
          from rooms r join room_states s on s.room_id = r.id where r.site_code = ${siteCode} order by r.identifier`,
    );
    expect(states.map((row) => [row.identifier, row.effective_from, row.area_centi_sqm])).toEqual([
      ['T-001', day, 1250],
      ['T-002', day, 2000],
      ['T-003', day, 1250],
    ]);
    expect(states[0]?.import_run_id).toBe(applied.json<RoomImportResult>().importId);
    const counts = await siteCounts();

    const again = await importFile(file, { dryRun: false });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<RoomImportResult>()).toMatchObject({
      added: 0,
      changed: 0,
      unchanged: 3,
      closed: 0,
      importedRooms: 0,
      importedBuildings: 0,
      importedFloors: 0,
    });
    expect(await siteCounts()).toEqual({ ...counts, runs: counts.runs + 1 });
  });

  it('adds a history row on a row’s own day, says what changes, and moves a room', async () => {
    const file = await roomsWorkbook([
      room('T-001', { area: 14, effectiveFrom: excelDate('2026-04-01') }),
      room('T-002', { floor: '2', area: 20, building: 'Ala C' }),
      room('T-003', { building: 'Padiglione B' }),
    ]);
    const dry = await importFile(file);
    expect(dry.statusCode, dry.body).toBe(200);
    const result = dry.json<RoomImportResult>();
    expect(result).toMatchObject({ changed: 2, unchanged: 1, importedBuildings: 1, importedFloors: 1 });
    expect(result.changes).toEqual([
      {
        kind: 'changed',
        roomIdentifier: 'T-001',
        roomName: 'Ambulatorio T-001',
        details: ['Superficie: da 12,50 a 14,00 m²', 'In vigore dal 01/04/2026'],
      },
      {
        kind: 'changed',
        roomIdentifier: 'T-002',
        roomName: 'Ambulatorio T-002',
        details: ['Posizione: da Padiglione A, Primo piano ad Ala C, piano 2'],
      },
    ]);
    const applied = await importFile(file, { dryRun: false });
    expect(applied.statusCode, applied.body).toBe(200);
    const history = await query<{ effective_from: string; area_centi_sqm: number }>(
      testApp,
      sql`select to_char(s.effective_from, 'YYYY-MM-DD') as effective_from, s.area_centi_sqm
          from room_states s join rooms r on r.id = s.room_id
          where r.site_code = ${siteCode} and r.identifier = 'T-001' order by s.effective_from`,
    );
    expect(history).toEqual([
      { effective_from: day, area_centi_sqm: 1250 },
      { effective_from: '2026-04-01', area_centi_sqm: 1400 },
    ]);
    const [moved] = await query<{ building: string }>(
      testApp,
      sql`select b.name as building from rooms r join floors f on f.id = r.floor_id join buildings b on b.id = f.building_id
          where r.site_code = ${siteCode} and r.identifier = 'T-002'`,
    );
    expect(moved?.building).toBe('Ala C');
  });

  it('closes the rooms the file leaves out when asked, from the import’s day', async () => {
    const file = await roomsWorkbook([room('T-001', { area: 14, effectiveFrom: excelDate('2026-04-01') })]);
    const kept = await importFile(file, { dryRun: false, effectiveFrom: '2026-05-04' });
    expect(kept.json<RoomImportResult>()).toMatchObject({ closed: 0, unchanged: 1 });
    const closing = await importFile(file, {
      dryRun: false,
      effectiveFrom: '2026-05-04',
      closeMissing: true,
    });
    expect(closing.statusCode, closing.body).toBe(200);
    const result = closing.json<RoomImportResult>();
    expect(result).toMatchObject({ closed: 2, unchanged: 1 });
    expect(result.after).toMatchObject({ rooms: 3, openRooms: 1 });
    expect(result.changes.map((change) => change.details)).toEqual([
      ['Non è nel file: chiuso dal 04/05/2026'],
      ['Non è nel file: chiuso dal 04/05/2026'],
    ]);
    const states = await query<{ identifier: string; state: string }>(
      testApp,
      sql`select r.identifier, s.state from rooms r join room_states s on s.room_id = r.id
          where r.site_code = ${siteCode} and s.effective_from = '2026-05-04' order by r.identifier`,
    );
    expect(states).toEqual([
      { identifier: 'T-002', state: 'closed' },
      { identifier: 'T-003', state: 'closed' },
    ]);
    const again = await importFile(file, { dryRun: false, effectiveFrom: '2026-05-04', closeMissing: true });
    expect(again.json<RoomImportResult>()).toMatchObject({ closed: 0, unchanged: 1 });
  });
});

describe('a partly bad file', () => {
  const rows = [
    room('B-001'),
    room('B-002', { area: '12,5' }),
    room('B-003', { category: 'Cantina', frequency: 'Ogni tanto' }),
    room('B-004', { state: 'Forse', effectiveFrom: '01/04/2026' }),
    room('B-005', { name: null, area: { formula: 'B2*2', result: 25 } }),
    room('B-006'),
    room('B-006', { name: 'Doppione' }),
    room('B-008', { effectiveFrom: excelDate('1990-01-01') }),
  ];

  it('answers the dry run with the reasons by row and column, and changes nothing', async () => {
    const before = await siteCounts();
    const response = await importFile(await roomsWorkbook(rows));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<RoomImportResult>();
    expect(result).toMatchObject({ rowsRead: 8, rejected: 7, added: 1 });
    expect(result.errors).toMatchObject({
      '3': { 'Superficie (m²)': 'Scrivi un numero, non un testo' },
      '4': {
        'Categoria area': 'Scegli una categoria dall’elenco',
        Frequenza: 'Scegli una frequenza dall’elenco',
      },
      '5': {
        Stato: 'Scrivi Aperto, Chiuso o Sospeso',
        'In vigore dal': 'La data è un testo: scrivila come data',
      },
      '6': { 'Nome locale': 'Obbligatorio', 'Superficie (m²)': 'Contiene una formula: incolla il valore' },
      '7': { 'Identificativo locale': 'Identificativo ripetuto nelle righe 7, 8' },
      '8': { 'Identificativo locale': 'Identificativo ripetuto nelle righe 7, 8' },
    });
    expect(result.errors['9']?.['In vigore dal']).toMatch(/^L’ubicazione inizia il \d{2}\/\d{2}\/\d{4}/);
    expect(await siteCounts()).toEqual({ ...before, runs: before.runs + 1 });
    const [run] = await query<{
      rejected_rows: { row: number; cells: string[]; errors: Record<string, string> }[];
    }>(testApp, sql`select rejected_rows from room_import_runs where id = ${result.importId}`);
    expect(run?.rejected_rows.map((row) => row.row)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(run?.rejected_rows[0]?.cells).toEqual([
      'B-002',
      'Ambulatorio B-002',
      'Padiglione A',
      'Piano terra',
      '12,5',
      'Ambulatori',
      '5/7',
      'Aperto',
      '',
    ]);
  });

  it('refuses the applied import with 400 and the result, and changes nothing', async () => {
    const before = await siteCounts();
    const response = await importFile(await roomsWorkbook(rows), { dryRun: false });
    await expectRefused(response, /7 righe hanno errori/);
    const result = refusalOf(response.body).body.importResult;
    expect(result).toMatchObject({ dryRun: false, rejected: 7, importedRooms: 0 });
    expect(Object.keys(result?.errors ?? {})).toHaveLength(7);
    expect(await siteCounts()).toEqual({ ...before, runs: before.runs + 1 });
  });
});

describe('hostile files', () => {
  const refusesWithoutChange = async (file: Buffer, reason: RegExp, filename?: string) => {
    const before = await siteCounts();
    const filesBefore = await leftFiles();
    await expectRefused(await importFile(file, { dryRun: false }, 'staff.demo', filename), reason);
    expect(await siteCounts()).toEqual(before);
    expect(await leftFiles()).toEqual(filesBefore);
  };

  it('refuses what is not a spreadsheet', async () => {
    await refusesWithoutChange(Buffer.from('%PDF-1.4\n%%EOF\n'), /non è un foglio Excel/, 'locali.pdf');
    await refusesWithoutChange(Buffer.from('Identificativo;Nome\nA;B\n'), /non è un foglio Excel/);
    await refusesWithoutChange(
      handMadeZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]),
      /non è un foglio Excel/,
    );
    await refusesWithoutChange(
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      /\.xls o protetto/,
    );
  });

  it('refuses a sheet without the template’s columns, naming them', async () => {
    const header = headers.filter((name) => name !== 'Frequenza' && name !== 'Edificio');
    await refusesWithoutChange(
      await roomsWorkbook([], { header }),
      /Mancano le colonne «Edificio», «Frequenza»/,
    );
    await refusesWithoutChange(await roomsWorkbook([]), /non ha righe di locali/);
  });

  it('takes the columns in any order and case, and ignores an «Errori» column', async () => {
    const header = [...headers].reverse().map((name) => name.toUpperCase());
    const file = await roomsWorkbook([], { header: [...header, 'Errori'] });
    const response = await importFile(file);
    await expectRefused(response, /non ha righe/);
  });

  it('stops a 200 MB upload at the limit with a reason', async () => {
    const { payload, contentType } = streamedUpload({ siteCode, dryRun: 'false' }, 200 * 1024 * 1024);
    const before = await siteCounts();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/site/import-rooms',
      headers: { 'content-type': contentType, ...bearer(tokens['staff.demo'] ?? '') },
      payload,
    });
    await expectRefused(response, new RegExp(`supera ${roomImportLimits.maxFileBytes / 1024 / 1024} MB`));
    expect(await siteCounts()).toEqual(before);
    expect(await readdir(path.join(dataDir, 'room-imports'))).toEqual([]);
  });

  it('refuses a file of more rows than the limit, asking to split it', async () => {
    // Numbers, not text: the file's rows are counted before anything is looked up or staged.
    const rows = Array.from({ length: roomImportLimits.maxRows + 1 }, (_, n) => ({ identifier: n }));
    await refusesWithoutChange(await roomsWorkbook(rows), /più di 100\.000 righe: dividilo in più file/);
  }, 120_000);

  it('refuses zip bombs, honest or lying about their size', async () => {
    const huge = roomImportLimits.maxUncompressedBytes + 1;
    await refusesWithoutChange(
      handMadeZip(workbookParts(Buffer.alloc(1024), { declared: huge })),
      /si espanderebbe/,
    );
    // 50 MB of spaces packed in about 50 KB, declared as 1 KB.
    await refusesWithoutChange(
      handMadeZip(workbookParts(Buffer.alloc(50 * 1024 * 1024, 0x20), { declared: 1024 })),
      /si espanderebbe/,
    );
    // The same, declared as what it is: the ratio gives it away.
    await refusesWithoutChange(
      handMadeZip(workbookParts(Buffer.alloc(50 * 1024 * 1024, 0x20))),
      /si espanderebbe/,
    );
    // The same as a streaming writer saves it (sizes after the data, zeros in the local header).
    await refusesWithoutChange(
      handMadeZip(workbookParts(Buffer.alloc(50 * 1024 * 1024, 0x20), { declared: 1024, sizesFollow: true })),
      /si espanderebbe/,
    );
  });

  it('refuses a part whose local header says other than the zip’s index', async () => {
    // The review's payload: the index shows a small sheet, the local header a large one, which a reader
    // going by the local headers unpacked to 419 MB from 409 KB.
    const sheet = roomsSheetXml([{ name: { inline: 'Sala' } }]);
    const lies: LocalHeaderLie[] = [
      { size: 400 * 1024 * 1024 },
      { packed: 1 },
      { method: 0 },
      { flags: 8 },
      { name: 'xl/worksheets/sheet9.xml' },
    ];
    for (const local of lies) {
      await refusesWithoutChange(handMadeZip(workbookParts(sheet, { local })), /danneggiato/);
    }
  });

  it('refuses XML that Excel does not write, leaving no file behind', async () => {
    await refusesWithoutChange(
      handMadeZip(workbookParts(Buffer.from('<!DOCTYPE x [<!ENTITY a "b">]><worksheet/>'))),
      /XML che Excel non scrive/,
    );
    await refusesWithoutChange(
      handMadeZip(workbookParts(Buffer.from('<worksheet><sheetData><row r="1"></sheetData>'))),
      /non si legge come foglio Excel/,
    );
  });

  it('refuses a cell too long for a room, naming it, and keeps none of a huge text', async () => {
    const long = 'x'.repeat(roomImportLimits.maxCellCharacters + 1);
    await refusesWithoutChange(
      handMadeZip(workbookParts(roomsSheetXml([{ name: { shared: 0 } }]), {}, sharedStringsXml([long]))),
      /La cella B2 ha più di 1\.000 caratteri/,
    );
    await refusesWithoutChange(
      handMadeZip(workbookParts(roomsSheetXml([{ name: { inline: 'Sala' } }, { name: { inline: long } }]))),
      /La cella B3 ha più di 1\.000 caratteri/,
    );
    // The review's 180 MB shared string, scaled down (and not packable, as a ratio refuses a bomb first):
    // past what Excel puts in a cell, it is refused as it is read, never held whole.
    const huge = randomBytes(1536 * 1024).toString('base64');
    await refusesWithoutChange(
      handMadeZip(workbookParts(roomsSheetXml([{ name: { shared: 0 } }]), {}, sharedStringsXml([huge]))),
      /oltre 32\.767 caratteri/,
    );
  });
});

describe('who may import, and for which site', () => {
  it('answers 440 for a site without a fee formula, 404 for an unknown site', async () => {
    const file = await roomsWorkbook(threeRooms);
    const noFormula = await importFile(file, { site: siteWithoutFormula });
    expect(noFormula.statusCode, noFormula.body).toBe(440);
    expect(noFormula.json<ApiErrorBody>().body.code).toBe('SITE_IMPORT_NO_FORMULA');
    const unknown = await importFile(file, { site: 'UB999999' });
    expect(unknown.statusCode, unknown.body).toBe(404);
  });

  it('refuses staff without the sites permission and customers', async () => {
    const file = await roomsWorkbook(threeRooms);
    expect((await importFile(file, {}, 'solo.segnalazioni')).statusCode).toBe(403);
    expect((await importFile(file, {}, 'cliente.demo')).statusCode).toBe(403);
  });

  it('refuses an effective day before the site starts', async () => {
    const response = await importFile(await roomsWorkbook(threeRooms), { effectiveFrom: '1999-01-04' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ApiErrorBody>().body.fields?.[0]?.path).toBe('effectiveFrom');
    expect(siteStart > '1999-01-04').toBe(true);
  });

  it('runs one import at a time for a site: a second one meanwhile answers 409 with the reason', async () => {
    const rows = Array.from({ length: 1_000 }, (_, n) => room(`C-${n}`));
    const first = importFile(await roomsWorkbook(rows));
    let firstEnded = false;
    void first.finally(() => (firstEnded = true));
    // The first has taken the site once its strings are staged (each look lets the import's reads run).
    const staged = async () =>
      (await query<{ any: boolean }>(testApp, sql`select exists(select from room_import_strings) as any`))[0]
        ?.any;
    while (!(await staged())) {
      expect(firstEnded).toBe(false);
      await setImmediate();
    }
    const second = await importFile(await roomsWorkbook(threeRooms));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json<ApiErrorBody>().body).toMatchObject({
      code: 'SITE_IMPORT_RUNNING',
      fields: [{ path: 'siteCode', message: expect.stringContaining('già in corso un’importazione') }],
    });
    expect((await first).statusCode).toBe(200);
    expect((await importFile(await roomsWorkbook(threeRooms))).statusCode).toBe(200);
  });

  it('leaves no temporary file or staged row behind', async () => {
    expect(await readdir(path.join(dataDir, 'room-imports'))).toEqual([]);
    expect((await siteCounts()).staged).toBe(0);
  });
});

/** The import as a client sends it: only the fields given, then the file. */
async function importWithFields(file: Buffer, fields: Record<string, string>) {
  const { payload, contentType } = multipart([
    ...Object.entries(fields).map(([name, body]) => ({ name, body })),
    { name: 'file', filename: 'locali.xlsx', body: file },
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/site/import-rooms',
    headers: { 'content-type': contentType, ...bearer(tokens['staff.demo'] ?? '') },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RoomImportResult>();
}

const office = (identifier: string): TestRoomRow => ({
  identifier,
  name: `Ufficio ${identifier}`,
  building: 'Sede',
  floor: 'Piano terra',
  area: 10,
  category: 'Ambulatori',
  frequency: '5/7',
  state: 'Aperto',
});

const roomsOf = async (site: string) =>
  (
    await query<{ identifier: string }>(
      testApp,
      sql`select identifier from rooms where site_code = ${site} order by identifier`,
    )
  ).map((row) => row.identifier);

/**
 * What the import does with the choices left out or taken: without dryRun it applies (SPEC.md section 7:
 * it "returns the import result"); without a day it takes today, or the first day of a site that starts
 * later; with closeMissing the dry run lists the rooms it would close.
 */
describe('the choices left out or taken (SPEC.md section 7)', () => {
  /** Two sites of their own, without rooms: one started, one that starts on 01/03/2099. */
  let choiceSite = '';
  let laterSite = '';
  beforeAll(async () => {
    const sites = await query<{ code: string }>(
      testApp,
      sql`select code from sites where fee_formula is not null and date_from <= current_date
          order by code desc limit 2`,
    );
    choiceSite = sites[0]?.code ?? '';
    laterSite = sites[1]?.code ?? '';
    await query(
      testApp,
      sql`update sites set date_from = '2099-03-01', date_to = '2099-12-31' where code = ${laterSite}`,
    );
    await query(testApp, sql`delete from buildings where site_code in (${choiceSite}, ${laterSite})`);
  });

  it('applies the file when no dry run is asked for, from today; dryRun=true only shows', async () => {
    const file = await roomsWorkbook([office('C-001'), office('C-002')]);
    const dry = await importWithFields(file, { siteCode: choiceSite, dryRun: 'true' });
    expect(dry).toMatchObject({ dryRun: true, added: 2 });
    expect(await roomsOf(choiceSite)).toEqual([]);

    const applied = await importWithFields(file, { siteCode: choiceSite });
    expect(applied).toMatchObject({ dryRun: false, added: 2, importedRooms: 2 });
    expect(applied.effectiveFrom).toBe(romeCalendarDay());
    expect(await roomsOf(choiceSite)).toEqual(['C-001', 'C-002']);
  });

  it('takes the first day of a site that starts later when no day is given', async () => {
    const result = await importWithFields(await roomsWorkbook([office('L-001')]), {
      siteCode: laterSite,
      dryRun: 'true',
    });
    expect(result).toMatchObject({ effectiveFrom: '2099-03-01', added: 1, rejected: 0 });
  });

  it('lists on a dry run every room it would close first, however many other changes the file has', async () => {
    // 250 new rooms, more than the 200 changes listed: the two rooms left out are still shown.
    const newRooms = Array.from({ length: 250 }, (_, index) => office(`N-${String(index).padStart(3, '0')}`));
    const result = await importWithFields(await roomsWorkbook(newRooms), {
      siteCode: choiceSite,
      dryRun: 'true',
      closeMissing: 'true',
    });
    expect(result).toMatchObject({ added: 250, closed: 2 });
    expect(result.changes.slice(0, 3).map((change) => [change.kind, change.roomIdentifier])).toEqual([
      ['closed', 'C-001'],
      ['closed', 'C-002'],
      ['added', 'N-000'],
    ]);
    expect(result.changes.filter((change) => change.kind === 'added')).toHaveLength(200);
    expect(await roomsOf(choiceSite)).toEqual(['C-001', 'C-002']);
  });
});
