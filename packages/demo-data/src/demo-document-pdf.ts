import { datePhrase, documentCategoryLabels, type DocumentCategory } from '@portale/shared';

/**
 * The file of a demo document: a one-page PDF (A4, the standard Helvetica fonts) that names the
 * document, so that a download in the demo opens something real. Built by hand: a handful of objects and
 * the cross-reference table of byte offsets that every PDF reader expects.
 */
export type DemoDocument = {
  title: string;
  description: string | null;
  category: string;
  createdAt: Date;
  /** The closing line, when the usual one (a file the provider published) does not fit. */
  closing?: string;
};

/** WinAnsi codes of the typographic characters the demo texts use; Latin-1 covers the rest. */
const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal in WinAnsi bytes (held in a latin1 JS string), with its delimiters escaped. */
function pdfText(text: string): string {
  const bytes = [...text].map((char) => {
    const code = char.codePointAt(0) ?? 0x3f;
    if (char in winAnsiExtras) return String.fromCharCode(winAnsiExtras[char] ?? 0x3f);
    return code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? char : '?';
  });
  return `(${bytes.join('').replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/** Splits a text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const italianDate = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

function pageContent(document: DemoDocument): string {
  const category = documentCategoryLabels[document.category as DocumentCategory] ?? document.category;
  const blocks: { font: 'F1' | 'F2'; size: number; lines: string[]; gap: number }[] = [
    { font: 'F1', size: 18, lines: wrap(document.title, 48), gap: 10 },
    {
      font: 'F2',
      size: 12,
      lines: [`Categoria: ${category}`, `Pubblicato ${datePhrase('il', italianDate(document.createdAt))}`],
      gap: 14,
    },
    { font: 'F2', size: 12, lines: wrap(document.description ?? '', 80), gap: 14 },
    {
      font: 'F2',
      size: 10,
      lines: wrap(
        document.closing ??
          'Documento dimostrativo del Portale Clienti: nella versione reale qui si trova il file pubblicato dal fornitore.',
        95,
      ),
      gap: 0,
    },
  ];
  const operations: string[] = [];
  let y = 780;
  for (const block of blocks) {
    for (const line of block.lines) {
      operations.push(`BT /${block.font} ${block.size} Tf 56 ${y} Td ${pdfText(line)} Tj ET`);
      y -= block.size + 6;
    }
    y -= block.gap;
  }
  return operations.join('\n');
}

export function renderDemoDocumentPdf(document: DemoDocument): Buffer {
  const content = pageContent(document);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
