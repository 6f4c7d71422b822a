import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handMadeZip, roomsSheetXml, workbookParts } from '../../../../test/room-import-files.ts';
import type { SharedStringStore } from './room-import-shared-strings.ts';
import { readRoomSheet } from './room-import-sheet-reader.ts';
import { openSpreadsheetZip } from './room-import-zip.ts';

/** A limit of 256 KB unpacked, so that a file past it is small and quick to read. */
const unpackedLimit = 256 * 1024;

let directory = '';
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'room-zip-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

const store: SharedStringStore = { save: async () => undefined, find: async () => new Map() };
const bomb = {
  status: 400,
  details: { fields: [{ path: 'file', message: expect.stringContaining('si espanderebbe oltre') }] },
};

async function written(name: string, bytes: Buffer) {
  const file = path.join(directory, name);
  await writeFile(file, bytes);
  return file;
}

/** A rooms sheet padded with 500 KB of empty rows after its header: a few KB packed. */
const paddedSheet = () => {
  const xml = roomsSheetXml([{ name: { inline: 'Sala' } }]).toString();
  return Buffer.from(xml.replace('</row><row', `</row>${'<row r="2"/>'.repeat(42_000)}<row`));
};

describe('the zip as the sheet reader unpacks it', () => {
  it('stops reading at the limit, counting what it unpacks, whatever the check let through', async () => {
    const file = await written('onesto.xlsx', handMadeZip(workbookParts(paddedSheet())));
    const reading = (async () => {
      for await (const row of readRoomSheet(file, { strings: store, keepStrings: true, unpackedLimit }))
        void row;
    })();
    await expect(reading).rejects.toMatchObject(bomb);
  });

  it('gives no more of a part than its index entry declares', async () => {
    const file = await written(
      'bugiardo.xlsx',
      handMadeZip(workbookParts(paddedSheet(), { declared: 4096 })),
    );
    const zip = await openSpreadsheetZip(file, unpackedLimit);
    const entry = zip.entries.get('xl/worksheets/sheet1.xml');
    let received = 0;
    const reading = (async () => {
      if (!entry) throw new Error('no sheet');
      for await (const chunk of await zip.read(entry)) received += (chunk as Buffer).length;
    })();
    await expect(reading).rejects.toMatchObject(bomb);
    zip.close();
    expect(received).toBeLessThanOrEqual(4096);
  });
});
