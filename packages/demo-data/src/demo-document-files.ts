import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { billingDocumentKindLabels, formatEuroCents } from '@portale/shared';
import { demoProvider } from './billing-documents.ts';
import { renderDemoDocumentPdf } from './demo-document-pdf.ts';
import { renderDemoFatturaPa } from './demo-fatturapa.ts';
import type { BillingDocumentRow, DocumentRow } from './rows.ts';

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

const italianDay = (day: string) => day.split('-').reverse().join('/');

/** The PDF of a demo invoice or credit note: its number, job order, period and amounts. */
export function renderDemoBillingPdf(row: BillingDocumentRow): Buffer {
  const label = billingDocumentKindLabels[row.kind];
  return renderDemoDocumentPdf({
    title: `${label} n. ${row.number} del ${italianDay(row.issueDate)}`,
    description:
      `${demoProvider.name} a ${row.buyer.name}. ${row.description}. Commessa ${row.jobOrderId}, ` +
      `competenza dal ${italianDay(row.periodFrom)} al ${italianDay(row.periodTo)}. ` +
      `Imponibile ${formatEuroCents(row.taxableCents)}, IVA ${formatEuroCents(row.vatCents)}, ` +
      `totale ${formatEuroCents(row.totalCents)}, scadenza ${italianDay(row.dueDate)}.`,
    category: label,
    createdAt: new Date(`${row.issueDate}T12:00:00Z`),
  });
}

/** Writes each demo invoice's PDF and, when it has one, its FatturaPA XML at their storage keys. */
export async function writeDemoBillingFiles(filesRoot: string, rows: readonly BillingDocumentRow[]) {
  const folders = new Set(rows.map((row) => path.dirname(path.join(filesRoot, row.pdfStorageKey))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  for (let start = 0; start < rows.length; start += parallelWrites) {
    await Promise.all(
      rows
        .slice(start, start + parallelWrites)
        .flatMap((row) => [
          writeFile(path.join(filesRoot, row.pdfStorageKey), renderDemoBillingPdf(row)),
          ...(row.xmlStorageKey
            ? [
                writeFile(
                  path.join(filesRoot, row.xmlStorageKey),
                  renderDemoFatturaPa({ ...row, seller: demoProvider }),
                ),
              ]
            : []),
        ]),
    );
  }
}
