import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderDemoDocumentPdf } from './demo-document-pdf.ts';
import type { DocumentRow } from './rows.ts';

/** How many files are written at once: enough to keep the disk busy, few enough for the open-file limit. */
const parallelWrites = 64;

/** Writes each demo document's PDF at its storage key under the file store's folder. */
export async function writeDemoDocumentFiles(filesRoot: string, rows: readonly DocumentRow[]) {
  const folders = new Set(rows.map((row) => path.dirname(path.join(filesRoot, row.storageKey))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  for (let start = 0; start < rows.length; start += parallelWrites) {
    await Promise.all(
      rows
        .slice(start, start + parallelWrites)
        .map((row) => writeFile(path.join(filesRoot, row.storageKey), renderDemoDocumentPdf(row))),
    );
  }
}
