import type ExcelJS from 'exceljs';

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

type RichText = { richText: { text?: string | null }[] };

/**
 * A shared string as exceljs's streaming reader hands it over with `sharedStrings: 'emit'`: a bare
 * `{ index, text }` among the `{ eventType, value }` of the sheets (so in 4.4.0; the reader's test fails
 * if another version changes it). Rich text keeps only its words, as the import reads no formatting.
 */
export function sharedStringOf(event: unknown): SharedString | null {
  if (event === null || typeof event !== 'object' || !('index' in event) || typeof event.index !== 'number') {
    return null;
  }
  const text = 'text' in event ? event.text : null;
  const words =
    typeof text === 'string'
      ? text
      : text !== null && typeof text === 'object' && 'richText' in text
        ? (text as RichText).richText.map((run) => run.text ?? '').join('')
        : '';
  return { position: event.index, text: words };
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
