import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomTemplateColumns } from '@portale/shared';
import type { SharedString, SharedStringStore } from './room-import-shared-strings.ts';
import { handMadeZip, workbookParts } from '../../../../test/room-import-files.ts';
import { readRoomSheet, type SheetRow } from './room-import-sheet-reader.ts';

const rows = 2_500;
let directory = '';
let file = '';

/** A file as the streaming writer saves it: every text a shared string, the sheet before the strings. */
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'room-sheet-'));
  file = path.join(directory, 'locali.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Locali');
  sheet.addRow(roomTemplateColumns.map((column) => column.header)).commit();
  const richName = { richText: [{ text: 'Sala ' }, { font: { bold: true }, text: 'riunioni' }] };
  for (let index = 1; index <= rows; index += 1) {
    const name = index === 1 ? richName : `Locale ${index}`;
    sheet.addRow([`L-${index}`, name, 'Padiglione A', 'Piano terra', 12.5, 'Uffici', '5/7']).commit();
  }
  sheet.addRow(['   ', null, '']).commit();
  sheet.commit();
  await workbook.commit();
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** The staging table in a map, recording each batch saved and each look-up. */
function memoryStore() {
  const strings = new Map<number, string>();
  const saved: number[] = [];
  const lookedUp: number[] = [];
  const store: SharedStringStore = {
    save: async (batch: readonly SharedString[]) => {
      saved.push(batch.length);
      for (const string of batch) strings.set(string.position, string.text);
    },
    find: async (positions) => {
      lookedUp.push(positions.length);
      return new Map(
        positions.flatMap((position) =>
          strings.has(position) ? [[position, strings.get(position) ?? '']] : [],
        ),
      );
    },
  };
  return { store, strings, saved, lookedUp };
}

async function readAll(store: SharedStringStore, keepStrings: boolean) {
  const read: SheetRow[] = [];
  for await (const row of readRoomSheet(file, { strings: store, keepStrings })) read.push(row);
  return read;
}

describe('readRoomSheet with shared strings kept outside memory', () => {
  it('saves the strings in batches on the first read and gives every row its words', async () => {
    const { store, strings, saved, lookedUp } = memoryStore();
    const read = await readAll(store, true);
    // Two texts of each row's own, and the words the rows share.
    expect(strings.size).toBeGreaterThan(2 * rows);
    expect(saved.length).toBeGreaterThan(1);
    expect(Math.max(...saved)).toBeLessThanOrEqual(1000);
    // Each look-up asks for a batch of rows' strings (500 rows: about a thousand), never the file's.
    expect(lookedUp.length).toBeGreaterThanOrEqual(rows / 500);
    expect(Math.max(...lookedUp)).toBeLessThanOrEqual(1100);
    // The header was read through the strings; the row of blanks is skipped.
    expect(read).toHaveLength(rows);
    expect(read[0]).toMatchObject({
      rowNumber: 2,
      cells: { identifier: 'L-1', name: 'Sala riunioni', building: 'Padiglione A', area: 12.5 },
    });
    expect(read.at(-1)?.cells).toMatchObject({ identifier: `L-${rows}`, name: `Locale ${rows}` });
  });

  it('reads again with the strings already kept, saving none', async () => {
    const first = memoryStore();
    const once = await readAll(first.store, true);
    const savedBefore = first.saved.length;
    expect(await readAll(first.store, false)).toEqual(once);
    expect(first.saved).toHaveLength(savedBefore);
  });

  it('lets a failure of the store through as it is, not as a file it cannot read', async () => {
    const lost = new Error('connessione al database persa');
    const failingSave = memoryStore();
    failingSave.store.save = () => Promise.reject(lost);
    await expect(readAll(failingSave.store, true)).rejects.toBe(lost);

    const kept = memoryStore();
    await readAll(kept.store, true);
    kept.store.find = () => Promise.reject(lost);
    await expect(readAll(kept.store, false)).rejects.toBe(lost);
  });

  it('reads every part of a file whose last part is the workbook, however slowly the strings are saved', async () => {
    // exceljs's own writer puts xl/workbook.xml last. While the reader waits for the store to save a
    // batch of strings, the zip parser reaches the file's end: its early end lost the parts it had parsed
    // and not yet handed over, and the reader failed on the missing workbook (1 file in 100 in the
    // tests, every time with a store this slow).
    const slowFile = path.join(directory, 'lento.xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Locali');
    sheet.addRow(roomTemplateColumns.map((column) => column.header));
    for (let index = 1; index <= 1_500; index += 1) {
      sheet.addRow([`L-${index}`, `Locale ${index}`, 'Padiglione A', 'Piano terra', 12.5, 'Uffici', '5/7']);
    }
    workbook.addWorksheet('Istruzioni').addRow(['Compila il foglio Locali']);
    await writeFile(slowFile, Buffer.from(await workbook.xlsx.writeBuffer()));
    const { store } = memoryStore();
    const save = store.save;
    store.save = async (batch) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await save(batch);
    };
    const read: SheetRow[] = [];
    for await (const row of readRoomSheet(slowFile, { strings: store, keepStrings: true })) read.push(row);
    expect(read).toHaveLength(1_500);
    expect(read.at(-1)?.cells).toMatchObject({ identifier: 'L-1500', name: 'Locale 1500' });
  });

  it('answers 400 for a zip it cannot open and for XML it cannot parse', async () => {
    const readFile = async (name: string, bytes: Buffer) => {
      const broken = path.join(directory, name);
      await writeFile(broken, bytes);
      for await (const row of readRoomSheet(broken, { strings: memoryStore().store, keepStrings: true })) {
        void row;
      }
    };
    const refusal = (reason: string) => ({
      status: 400,
      code: 'SITE_IMPORT_FILE_NOT_VALID',
      details: { fields: [{ path: 'file', message: expect.stringContaining(reason) }] },
    });
    await expect(readFile('rotto.xlsx', Buffer.from('PK\u0003\u0004 non è un foglio'))).rejects.toMatchObject(
      refusal('danneggiato'),
    );
    const malformed = handMadeZip(
      workbookParts(Buffer.from('<worksheet><sheetData><row r="1"></sheetData>')),
    );
    await expect(readFile('malformato.xlsx', malformed)).rejects.toMatchObject(
      refusal('non si legge come foglio Excel'),
    );
  });
});
