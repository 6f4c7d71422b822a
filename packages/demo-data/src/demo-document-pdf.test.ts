import { describe, expect, it } from 'vitest';
import { renderDemoDocumentPdf } from './demo-document-pdf.ts';

const document = {
  title: 'DUVRI – Documento unico di valutazione dei rischi da interferenze (versione “B”)',
  description: "Prodotti impiegati nell'ubicazione: è tutto in regola",
  category: 'duvri',
  createdAt: new Date('2026-03-05T09:30:00Z'),
};

describe('renderDemoDocumentPdf', () => {
  const pdf = renderDemoDocumentPdf(document);
  const text = pdf.toString('latin1');

  it('is a PDF whose cross-reference table points at each object', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startXref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startXref, startXref + 4)).toBe('xref');
    const offsets = [...text.slice(startXref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
  });

  it('writes the title, category and date in WinAnsi, wrapping long lines', () => {
    expect(text).toContain('(DUVRI \x96 Documento unico di valutazione dei) Tj');
    expect(text).toContain('(rischi da interferenze \\(versione \x93B\x94\\)) Tj');
    expect(text).toContain("(Prodotti impiegati nell'ubicazione: \xe8 tutto in regola) Tj");
    expect(text).toContain('(Pubblicato il 05/03/2026) Tj');
  });

  it('is the same file for the same document', () => {
    expect(renderDemoDocumentPdf(document).equals(pdf)).toBe(true);
  });
});
