import type ExcelJS from 'exceljs';
import { SaxesParser } from 'saxes';
import { roomImportLimits } from '@portale/shared';

/** A text of the workbook's shared strings and its position, from 0, by which cells name it. */
export type SharedString = { position: number; text: string };

/**
 * Where a read of the file keeps its shared strings: outside the API's memory (the import's staging
 * table), as a file of rooms holds about two for each row.
 */
export type SharedStringStore = {
  save(strings: readonly SharedString[]): Promise<void>;
  /** The texts at these positions; a position the file never defined is left out. */
  find(positions: readonly number[]): Promise<ReadonlyMap<number, string>>;
};

/** Strings saved at once, or fewer when their words pass `savedCharacters`. */
const savedStrings = 1000;
const savedCharacters = 1_000_000;

/**
 * The shared strings of xl/sharedStrings.xml, in order, as they are parsed: each `<si>`'s words (its
 * `<t>` texts, rich text's runs joined, phonetic guides left out, as the import reads no formatting),
 * kept to roomImportLimits.maxCellCharacters and one more, so that a longer text is known as such
 * (room-import-sheet-reader.ts refuses the cell that names it) without being held or stored whole.
 */
export async function* readSharedStrings(xml: AsyncIterable<string>): AsyncGenerator<SharedString> {
  const kept = roomImportLimits.maxCellCharacters + 1;
  const parser = new SaxesParser();
  const parsed: SharedString[] = [];
  let failure: Error | null = null;
  let position = 0;
  let text: string | null = null;
  let inText = false;
  let inPhonetic = false;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    if (tag.name === 'si') text = '';
    else if (tag.name === 'rPh') inPhonetic = true;
    else if (tag.name === 't' && !inPhonetic) inText = true;
  });
  parser.on('text', (words) => {
    if (inText && text !== null && text.length < kept) text += words.slice(0, kept - text.length);
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 't') inText = false;
    else if (tag.name === 'rPh') inPhonetic = false;
    else if (tag.name === 'si' && text !== null) {
      parsed.push({ position, text });
      position += 1;
      text = null;
    }
  });
  const handOver = function* () {
    if (failure) throw failure;
    yield* parsed.splice(0);
  };
  for await (const chunk of xml) {
    parser.write(chunk);
    yield* handOver();
  }
  parser.close();
  yield* handOver();
}

/** Saves the strings handed to it in batches; `flush` saves what is left. */
export function createSharedStringSaver(store: SharedStringStore) {
  let batch: SharedString[] = [];
  let characters = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const saved = batch;
    batch = [];
    characters = 0;
    await store.save(saved);
  };
  return {
    async add(string: SharedString) {
      batch.push(string);
      characters += string.text.length;
      if (batch.length === savedStrings || characters >= savedCharacters) await flush();
    },
    flush,
  };
}

/** A cell that names a shared string, as the streaming reader leaves it when the strings are emitted. */
const positionOf = (value: ExcelJS.CellValue | undefined): number | null =>
  value !== null &&
  typeof value === 'object' &&
  'sharedString' in value &&
  typeof (value as { sharedString: unknown }).sharedString === 'number'
    ? (value as { sharedString: number }).sharedString
    : null;

/**
 * Puts the texts of the shared strings that these rows' cells name in place of the names, with one
 * look-up for all the rows; a name the file never defined becomes an empty cell.
 */
export async function resolveSharedStrings(
  rows: readonly ExcelJS.CellValue[][],
  store: SharedStringStore,
): Promise<void> {
  const positions = new Set<number>();
  for (const values of rows) {
    for (const value of values) {
      const position = positionOf(value);
      if (position !== null) positions.add(position);
    }
  }
  if (positions.size === 0) return;
  const texts = await store.find([...positions]);
  for (const values of rows) {
    values.forEach((value, column) => {
      const position = positionOf(value);
      if (position !== null) values[column] = texts.get(position) ?? null;
    });
  }
}
