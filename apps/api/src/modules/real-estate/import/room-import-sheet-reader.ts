import type { Readable, Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import { roomImportLimits, roomTemplateColumns, type RoomTemplateColumnKey } from '@portale/shared';
import { AppError } from '../../../plugins/app-error.ts';
import { fileNotValid, italianCount } from './room-import-refusal.ts';
import {
  createSharedStringSaver,
  readSharedStrings,
  resolveSharedStrings,
  type SharedStringStore,
} from './room-import-shared-strings.ts';
import { guardedXml } from './room-import-xml-guard.ts';
import { openSpreadsheetZip, type SpreadsheetZip } from './room-import-zip.ts';

/** A non-empty row under the header: its number as Excel shows it and its cells by template column. */
export type SheetRow = { rowNumber: number; cells: Record<RoomTemplateColumnKey, ExcelJS.CellValue> };

/** A header's words compared without case, spaces or the square of m². */
const headerKey = (text: string) => text.toLowerCase().replace(/²/g, '2').replace(/\s+/g, '');
const columnsByHeader = new Map(roomTemplateColumns.map((column) => [headerKey(column.header), column.key]));

/** Rows whose shared strings are looked up at once. */
const resolvedRows = 500;

/**
 * The rows of the workbook's first sheet. The file is opened by its zip index (room-import-zip.ts,
 * every unpacked byte counted) and its parts are read in the order the sheet needs them, each as a
 * stream through guardedXml: the workbook, its relationships and styles (exceljs's parsers: only a
 * cell's number format tells a date from a number), the shared strings (our parser, each text kept to
 * roomImportLimits.maxCellCharacters and one more), then the first tab's sheet (exceljs's row reader),
 * each row handed over and forgotten. Nothing is written to disk. Shared strings, which a file of rooms
 * has about two of for each row, are not kept in memory: the first read of a file (`keepStrings`)
 * hands them to `strings` in batches, and every read looks up those its rows name a batch of rows at a
 * time. The first non-empty row is the header: it must hold every template column (any order, any
 * case; other columns, such as the rejected-rows file's «Errori», are ignored), otherwise 400 naming
 * those missing. Empty rows are skipped; a cell of the template's columns longer than
 * roomImportLimits.maxCellCharacters refuses the file, naming the cell. The file is closed however the
 * caller stops reading. What cannot be parsed is a 400 (the file is not valid); a failure of `strings`,
 * the database, is thrown as it is, to be logged as ours.
 */
export async function* readRoomSheet(
  filePath: string,
  options: { strings: SharedStringStore; keepStrings: boolean; unpackedLimit?: number },
): AsyncGenerator<SheetRow> {
  const strings = storeWithOwnFailures(options.strings);
  const opened: Readable[] = [];
  let zip: SpreadsheetZip | null = null;
  try {
    zip = await openSpreadsheetZip(filePath, options.unpackedLimit);
    const parts = zip;
    const xmlOf = async (name: string) => {
      const entry = parts.entries.get(name);
      if (!entry) return null;
      const xml = piped(await parts.read(entry), guardedXml());
      opened.push(xml);
      return xml;
    };
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
      worksheets: 'emit',
      sharedStrings: 'emit',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    }) as unknown as WorkbookParts;
    const rels = await xmlOf('xl/_rels/workbook.xml.rels');
    if (rels) await workbook._parseRels(rels);
    const book = await xmlOf('xl/workbook.xml');
    if (book) await workbook._parseWorkbook(book);
    const styles = await xmlOf('xl/styles.xml');
    if (styles) await workbook._parseStyles(styles);
    const shared = options.keepStrings ? await xmlOf('xl/sharedStrings.xml') : null;
    if (shared) {
      const saver = createSharedStringSaver(strings);
      for await (const string of readSharedStrings(shared)) await saver.add(string);
      await saver.flush();
    }
    const sheetNumber = firstSheetNumber(workbook, parts.entries);
    const sheetXml = sheetNumber && (await xmlOf(`xl/worksheets/sheet${sheetNumber}.xml`));
    if (!sheetNumber || !sheetXml) throw fileNotValid('file', 'Il file non ha fogli da leggere');
    const sheet = sheetReaderOf(workbook, sheetXml, sheetNumber);
    let positions: Map<RoomTemplateColumnKey, number> | null = null;
    for await (const { rowNumber, values } of rowsWithStrings(sheet, strings)) {
      if (!values.some((value) => !isEmptyCell(value))) continue;
      if (positions === null) {
        positions = headerPositions(values);
        continue;
      }
      const cells = {} as SheetRow['cells'];
      for (const [key, position] of positions) {
        cells[key] = values[position] ?? null;
        checkCellLength(cells[key], position, rowNumber);
      }
      if (Object.values(cells).every(isEmptyCell)) continue;
      yield { rowNumber, cells };
    }
    if (positions === null) throw fileNotValid('file', 'Il primo foglio del file è vuoto');
  } catch (error) {
    throw readError(error);
  } finally {
    for (const stream of opened) stream.destroy();
    zip?.close();
  }
}

/**
 * The parsers of exceljs's streaming reader (4.4.0) that read one part each, called on the parts
 * themselves rather than through its `parse`, which reads the zip by its local headers (unzipper) and
 * parks each sheet in a temporary file. The reader's test fails if a version changes them, and
 * apps/api/package.json pins exceljs to that version so none arrives unasked.
 */
type WorkbookParts = {
  _parseRels(xml: Readable): Promise<void>;
  _parseWorkbook(xml: Readable): Promise<void>;
  _parseStyles(xml: Readable): Promise<void>;
  _parseWorksheet(xml: AsyncIterable<unknown>, sheetNumber: string): Iterable<{ value: unknown }>;
  model?: { sheets?: { rId?: string }[] };
  workbookRels?: { Id: string; Target: string }[];
};

/**
 * The number of the workbook's first tab's sheet part (the template's «Locali»), by the workbook's
 * relationships, or the lowest-numbered sheet part when the workbook does not say.
 */
function firstSheetNumber(workbook: WorkbookParts, entries: ReadonlyMap<string, unknown>): string | null {
  const sheetPart = /^xl\/worksheets\/sheet(\d+)\.xml$/;
  const firstId = workbook.model?.sheets?.[0]?.rId;
  const target = workbook.workbookRels?.find((rel) => rel.Id === firstId)?.Target;
  const named = target && sheetPart.exec(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  if (named && entries.has(named[0])) return named[1] ?? null;
  const numbers = [...entries.keys()].flatMap((name) => sheetPart.exec(name)?.slice(1, 2) ?? []);
  return numbers.sort((a, b) => Number(a) - Number(b))[0] ?? null;
}

function sheetReaderOf(workbook: WorkbookParts, xml: Readable, sheetNumber: string) {
  const [emitted] = workbook._parseWorksheet(xml, sheetNumber);
  return emitted?.value as ExcelJS.stream.xlsx.WorksheetReader;
}

/** `from` piped into `to`, its failure `to`'s, and stopped when `to` is. */
function piped(from: Readable, to: Transform): Readable {
  from.on('error', (error) => to.destroy(error));
  to.on('close', () => from.destroy());
  return from.pipe(to);
}

/** A column's letters as Excel shows them: 1 is A, 27 is AA. */
function columnLetters(column: number): string {
  let letters = '';
  for (let left = column; left > 0; left = Math.floor((left - 1) / 26)) {
    letters = String.fromCharCode(65 + ((left - 1) % 26)) + letters;
  }
  return letters;
}

/** The characters of a cell's text, whatever kind of text it holds (plain, rich, a formula's result). */
function textLength(value: ExcelJS.CellValue): number {
  if (typeof value === 'string') return value.length;
  if (typeof value !== 'object' || value === null || value instanceof Date) return 0;
  if ('richText' in value) return value.richText.reduce((sum, run) => sum + (run.text?.length ?? 0), 0);
  if ('text' in value && typeof value.text === 'string') return value.text.length;
  if ('result' in value && typeof value.result === 'string') return value.result.length;
  return 0;
}

function checkCellLength(value: ExcelJS.CellValue, column: number, rowNumber: number) {
  const max = roomImportLimits.maxCellCharacters;
  if (textLength(value) <= max) return;
  throw fileNotValid(
    'file',
    `La cella ${columnLetters(column)}${rowNumber} ha più di ${italianCount(max)} caratteri, troppi per un campo dei locali: accorciala e importa di nuovo`,
  );
}

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
