import { Transform, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import { roomImportLimits } from '@portale/shared';
import { AppError } from '../../../plugins/app-error.ts';
import { fileNotValid } from './room-import-refusal.ts';

/**
 * An uploaded .xlsx opened by its zip index (the central directory, read by yauzl): its parts by name,
 * each unpacked from where the index says and counted as it is, so that no part gives more than the
 * index declares and no read of the file more than roomImportLimits.maxUncompressedBytes, whatever
 * the local headers say.
 */
export type SpreadsheetZip = {
  entries: ReadonlyMap<string, yauzl.Entry>;
  /** The part unpacked: a stream that fails with 400 as soon as it passes either size. */
  read(entry: yauzl.Entry): Promise<Readable>;
  /** The part's own header, in front of its bytes, as the zip holds it. */
  localHeader(entry: yauzl.Entry): Promise<yauzl.LocalFileHeader>;
  close(): void;
};

/** Parts an .xlsx has (a dozen as Excel writes it, a few more with charts or comments). */
const maxEntries = 256;

export const corruptZip = (cause?: unknown) =>
  fileNotValid('file', 'Il file .xlsx è danneggiato: aprilo in Excel e salvalo di nuovo', cause);
export const zipBomb = (limitBytes: number = roomImportLimits.maxUncompressedBytes) =>
  fileNotValid(
    'file',
    `Il file si espanderebbe oltre ${limitBytes / 1024 / 1024} MB: non è un foglio dei locali`,
  );

/** `unpackedLimit`: the read's budget (a test passes a small one, so that a file past it stays small). */
export async function openSpreadsheetZip(
  filePath: string,
  unpackedLimit: number = roomImportLimits.maxUncompressedBytes,
): Promise<SpreadsheetZip> {
  const zip = await yauzl
    // Entry sizes are counted below, so that a part larger than declared is refused as a bomb, in Italian.
    .openPromise(filePath, { lazyEntries: true, autoClose: false, validateEntrySizes: false })
    .catch((error: unknown) => {
      throw corruptZip(error);
    });
  try {
    if (zip.entryCount > maxEntries) throw zipBomb();
    const entries = new Map<string, yauzl.Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        if (entries.has(entry.fileName)) throw corruptZip();
        entries.set(entry.fileName, entry);
      }
    } catch (error) {
      throw error instanceof AppError ? error : corruptZip(error);
    }
    let left = unpackedLimit;
    const budget = { take: (bytes: number) => (left -= bytes) >= 0, limit: unpackedLimit };
    return {
      entries,
      read: async (entry) => {
        const unpacked = await zip.openReadStreamPromise(entry).catch((error: unknown) => {
          throw corruptZip(error);
        });
        return counted(unpacked, entry.uncompressedSize, budget);
      },
      localHeader: (entry) =>
        zip.readLocalFileHeaderPromise(entry, { minimal: false }).catch((error: unknown) => {
          throw corruptZip(error);
        }),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * The part's bytes as they are unpacked, refused beyond its declared size or the read's budget (a bomb),
 * or short of its declared size (a damaged file). Stopping the stream stops the unpacking.
 */
function counted(
  unpacked: Readable,
  declared: number,
  budget: { take(bytes: number): boolean; limit: number },
): Readable {
  let produced = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      produced += chunk.length;
      if (produced > declared || !budget.take(chunk.length)) return done(zipBomb(budget.limit));
      done(null, chunk);
    },
    flush(done) {
      done(produced === declared ? null : corruptZip());
    },
  });
  unpacked.on('error', (error) => counter.destroy(corruptZip(error)));
  counter.on('close', () => unpacked.destroy());
  return unpacked.pipe(counter);
}
