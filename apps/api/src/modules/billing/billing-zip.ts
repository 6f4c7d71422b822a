import { createRequire } from 'node:module';
import { PassThrough, type Readable } from 'node:stream';
import type { Archiver, CoreOptions, ZipOptions } from 'archiver';

// archiver 7 exports a factory function; the @types package installed describes version 8's classes,
// so the factory is typed here by hand.
const require = createRequire(import.meta.url);
const createArchive = require('archiver') as (format: 'zip', options?: CoreOptions & ZipOptions) => Archiver;

export type ZipEntry = { name: string; open: () => Promise<Readable> };

/**
 * A zip of the entries, streamed: each file is opened only when the archive reaches it, so a zip of a
 * hundred PDFs holds one in memory at a time. PDFs are already compressed: stored, not deflated again.
 */
export function streamZip(entries: readonly ZipEntry[]): Readable {
  const output = new PassThrough();
  const archive = createArchive('zip', { store: true });
  archive.on('error', (error) => output.destroy(error));
  archive.pipe(output);
  void (async () => {
    try {
      for (const entry of entries) {
        const stream = await entry.open();
        archive.append(stream, { name: entry.name });
        // Wait for this entry to be written before opening the next file.
        await new Promise<void>((resolve, reject) => {
          archive.once('entry', () => resolve());
          stream.once('error', reject);
        });
      }
      await archive.finalize();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}
