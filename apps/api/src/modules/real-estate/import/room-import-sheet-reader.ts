import { createReadStream, type ReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { roomTemplateColumns, type RoomTemplateColumnKey } from '@portale/shared';
import { AppError } from '../../../plugins/app-error.ts';
import { fileNotValid } from './room-import-refusal.ts';
import {
  createSharedStringSaver,
  resolveSharedStrings,
  sharedStringOf,
  type SharedStringStore,
} from './room-import-shared-strings.ts';

/** A non-empty row under the header: its number as Excel shows it and its cells by template column. */
export type SheetRow = { rowNumber: number; cells: Record<RoomTemplateColumnKey, ExcelJS.CellValue> };

/** A header's words compared without case, spaces or the square of m². */
const headerKey = (text: string) => text.toLowerCase().replace(/²/g, '2').replace(/\s+/g, '');
const columnsByHeader = new Map(roomTemplateColumns.map((column) => [headerKey(column.header), column.key]));

/** Rows whose shared strings are looked up at once. */
const resolvedRows = 500;

/**
 * The rows of the workbook's first sheet, read with exceljs's streaming reader: the XML is parsed as it
 * is unpacked and each row is handed over and forgotten (styles are kept, as only a cell's number
 * format tells a date from a number). Shared strings, which a file of rooms has about two of for each
 * row, are not kept in memory: the first read of a file (`keepStrings`) hands them to `strings` in
 * batches, and every read looks up those its rows name a batch of rows at a time. The first non-empty
 * row is the header: it must hold every template column (any order, any case; other columns, such as
 * the rejected-rows file's «Errori», are ignored), otherwise 400 naming those missing. Empty rows are
 * skipped. The file is closed however the caller stops reading. What the reader cannot parse is a 400
 * (the file is not valid); a failure of `strings`, the database, is thrown as it is, to be logged as ours.
 */
export async function* readRoomSheet(
  filePath: string,
  options: { strings: SharedStringStore; keepStrings: boolean },
): AsyncGenerator<SheetRow> {
  const input = zipInput(filePath);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const strings = storeWithOwnFailures(options.strings);
  const saver = options.keepStrings ? createSharedStringSaver(strings) : null;
  try {
    let sheetRead = false;
    // With the strings emitted, exceljs parks every sheet in a temporary file and parses the sheets
    // after the zip's last entry: every shared string has been handed over before the first row.
    for await (const event of workbook.parse() as unknown as AsyncIterable<unknown>) {
      const shared = sharedStringOf(event);
      if (shared) {
        await saver?.add(shared);
        continue;
      }
      const sheet = worksheetOf(event);
      if (!sheet) continue;
      await saver?.flush();
      if (sheetRead || !isFirstSheet(workbook, sheet)) {
        // Read to its end all the same: exceljs deletes a sheet it parked in a temporary file once it
        // is handed over, and a file stream opened after that fails with ENOENT outside any caller,
        // as an uncaught exception.
        for await (const skippedRow of sheet) void skippedRow;
        continue;
      }
      sheetRead = true;
      let positions: Map<RoomTemplateColumnKey, number> | null = null;
      for await (const { rowNumber, values } of rowsWithStrings(sheet, strings)) {
        if (!values.some((value) => !isEmptyCell(value))) continue;
        if (positions === null) {
          positions = headerPositions(values);
          continue;
        }
        const cells = {} as SheetRow['cells'];
        for (const [key, position] of positions) cells[key] = values[position] ?? null;
        if (Object.values(cells).every(isEmptyCell)) continue;
        yield { rowNumber, cells };
      }
      if (positions === null) throw fileNotValid('file', 'Il primo foglio del file è vuoto');
    }
    await saver?.flush();
    if (!sheetRead) throw fileNotValid('file', 'Il file non ha fogli da leggere');
  } catch (error) {
    throw readError(error);
  } finally {
    input.destroy();
  }
}

/**
 * The file, handed to exceljs's zip parser (unzipper's Parse) without that parser's early end. Parse
 * says 'end' as soon as it has read its input's last byte, while parts it has parsed may still wait in
 * its buffer for the reader: exceljs then stops before them. The lost part was xl/workbook.xml, last in
 * the files exceljs writes, in 1 test file in 100, and every time the reader waited for a slow store;
 * a file whose last part is a sheet or its strings would lose rows. Without that listener the parser's
 * end is its stream's own, once every part is read. Parse ends its stream at the zip's end record, which
 * checkSpreadsheetZip has found before any file reaches this reader.
 */
function zipInput(filePath: string): ReadStream {
  const input = createReadStream(filePath);
  const pipe = input.pipe.bind(input);
  input.pipe = <T extends NodeJS.WritableStream>(parser: T, options?: { end?: boolean }): T => {
    const emitter = parser as unknown as Writable;
    for (const listener of emitter.listeners('finish')) {
      if (/emit\(\s*['"]end['"]/.test(String(listener))) {
        emitter.removeListener('finish', listener as (...args: unknown[]) => void);
      }
    }
    return pipe(parser, options);
  };
  return input;
}

/** A sheet as exceljs's reader hands it over: `{ eventType: 'worksheet', value }`. */
const worksheetOf = (event: unknown) =>
  event !== null && typeof event === 'object' && 'eventType' in event && event.eventType === 'worksheet'
    ? (event as unknown as { value: ExcelJS.stream.xlsx.WorksheetReader }).value
    : null;

/** A sheet's rows, their shared strings looked up `resolvedRows` rows at a time. */
async function* rowsWithStrings(sheet: ExcelJS.stream.xlsx.WorksheetReader, strings: SharedStringStore) {
  let batch: { rowNumber: number; values: ExcelJS.CellValue[] }[] = [];
  const resolved = async () => {
    await resolveSharedStrings(
      batch.map((row) => row.values),
      strings,
    );
    const rows = batch;
    batch = [];
    return rows;
  };
  for await (const row of sheet) {
    batch.push({ rowNumber: row.number, values: row.values as ExcelJS.CellValue[] });
    if (batch.length === resolvedRows) yield* await resolved();
  }
  yield* await resolved();
}

/** The sheet the import reads: the workbook's first tab (the template's «Locali»). */
function isFirstSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookReader,
  sheet: ExcelJS.stream.xlsx.WorksheetReader,
) {
  const firstName = (workbook as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets?.[0]
    ?.name;
  return firstName === undefined || (sheet as unknown as { name: string }).name === firstName;
}

export function isEmptyCell(value: ExcelJS.CellValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function headerPositions(values: ExcelJS.CellValue[]): Map<RoomTemplateColumnKey, number> {
  const positions = new Map<RoomTemplateColumnKey, number>();
  values.forEach((value, position) => {
    const key = typeof value === 'string' ? columnsByHeader.get(headerKey(value)) : undefined;
    if (key && !positions.has(key)) positions.set(key, position);
  });
  const missing = roomTemplateColumns.filter((column) => !positions.has(column.key));
  if (missing.length > 0) {
    const names = missing.map((column) => `«${column.header}»`).join(', ');
    const what = missing.length === 1 ? `Manca la colonna ${names}` : `Mancano le colonne ${names}`;
    throw fileNotValid('file', `${what} nella prima riga del primo foglio: usa il modello dei locali`);
  }
  return positions;
}

/** A failure of the store, carried through the reader's catch-all so it is not taken for a bad file. */
class StoreFailure {
  constructor(readonly cause: unknown) {}
}

function storeWithOwnFailures(store: SharedStringStore): SharedStringStore {
  const own = (error: unknown): never => {
    throw new StoreFailure(error);
  };
  return {
    save: (strings) => store.save(strings).catch(own),
    find: (positions) => store.find(positions).catch(own),
  };
}

/**
 * What exceljs throws on XML or a zip it cannot read is a file that is not valid, not a failure of ours;
 * a failure of the store is ours, and goes on as it was thrown.
 */
function readError(error: unknown) {
  if (error instanceof AppError) return error;
  if (error instanceof StoreFailure) return error.cause;
  return fileNotValid(
    'file',
    'Il file non si legge come foglio Excel: aprilo in Excel e salvalo di nuovo',
    error,
  );
}
