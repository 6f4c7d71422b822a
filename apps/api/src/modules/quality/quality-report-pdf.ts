import type { PDFFont, PDFPage } from 'pdf-lib';
import { winAnsiText, wrapText } from '../../plugins/pdf-text.ts';
import type { ReportBlock, ReportContent } from './quality-report-content.ts';

/**
 * Draws a report's content as an A4 PDF with pdf-lib and the standard Helvetica fonts: the title and
 * facts, then headings, paragraphs and tables (wrapped cells, the header repeated on a new page, the
 * trend's bars), every page numbered. pdf-lib is loaded here, on the first report, so that the server's
 * start does not pay for it (decision 008).
 */

const pageSize: [number, number] = [595.28, 841.89];
const margin = 48;
const width = pageSize[0] - 2 * margin;
const bottom = margin + 24;
const cellPadding = 3;

export async function drawReportPdf(content: ReportContent): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsiText(content.title));
  pdf.setLanguage('it-IT');
  pdf.setCreator('Portale Clienti');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.12, 0.12, 0.14);
  const muted = rgb(0.38, 0.38, 0.42);
  const rule = rgb(0.8, 0.8, 0.84);
  const bar = rgb(0.16, 0.42, 0.7);

  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;
  const newPage = () => {
    page = pdf.addPage(pageSize);
    y = pageSize[1] - margin;
  };
  /** Makes room for `height`, on a new page when this one lacks it; true when a page was added. */
  const ensure = (height: number) => {
    if (y - height >= bottom) return false;
    newPage();
    return true;
  };
  const write = (text: string, options: { x: number; size: number; font?: PDFFont; color?: typeof ink }) => {
    page.drawText(text, {
      x: options.x,
      y,
      size: options.size,
      font: options.font ?? regular,
      color: options.color ?? ink,
    });
  };
  const paragraph = (text: string, size: number, font: PDFFont = regular, color = ink) => {
    for (const line of wrapText(winAnsiText(text), font, size, width)) {
      ensure(size + 3);
      y -= size + 3;
      write(line, { x: margin, size, font, color });
    }
  };

  const table = (block: Extract<ReportBlock, { kind: 'table' }>) => {
    const size = 8;
    const lineHeight = size + 2.5;
    const columnWidths = block.columns.map((column) => column.share * width);
    const columnX = columnWidths.map((_, index) =>
      columnWidths.slice(0, index).reduce((sum, value) => sum + value, margin),
    );
    const cellLines = (cells: readonly string[], font: PDFFont) =>
      cells.map((cell, index) =>
        wrapText(winAnsiText(cell), font, size, (columnWidths[index] ?? 0) - 2 * cellPadding),
      );
    const drawRow = (lines: string[][], font: PDFFont) => {
      const height = Math.max(...lines.map((cell) => cell.length)) * lineHeight + 2 * cellPadding;
      const top = y;
      lines.forEach((cell, index) => {
        const column = block.columns[index]!;
        cell.forEach((line, lineIndex) => {
          const textWidth = font.widthOfTextAtSize(line, size);
          const x =
            column.align === 'right'
              ? columnX[index]! + columnWidths[index]! - cellPadding - textWidth
              : columnX[index]! + cellPadding;
          page.drawText(line, {
            x,
            y: top - cellPadding - size - lineIndex * lineHeight,
            size,
            font,
            color: ink,
          });
        });
      });
      y = top - height;
      page.drawLine({
        start: { x: margin, y },
        end: { x: margin + width, y },
        thickness: 0.5,
        color: rule,
      });
      return { top, height };
    };
    const header = cellLines(
      block.columns.map((column) => column.title),
      bold,
    );
    const headerHeight = Math.max(...header.map((cell) => cell.length)) * lineHeight + 2 * cellPadding;
    ensure(headerHeight + lineHeight + 2 * cellPadding);
    drawRow(header, bold);
    block.rows.forEach((row, rowIndex) => {
      const lines = cellLines(row, regular);
      const height = Math.max(...lines.map((cell) => cell.length)) * lineHeight + 2 * cellPadding;
      if (ensure(height)) drawRow(header, bold);
      const { top } = drawRow(lines, regular);
      const share = block.bars?.[rowIndex];
      if (share !== undefined && share !== null) {
        const last = block.columns.length - 1;
        const barWidth = Math.max(0, Math.min(1, share)) * (columnWidths[last]! - 2 * cellPadding);
        page.drawRectangle({
          x: columnX[last]! + cellPadding,
          y: top - cellPadding - size,
          width: barWidth,
          height: size,
          color: bar,
        });
      }
    });
    y -= 6;
  };

  // The title and the facts.
  paragraph(content.title, 16, bold);
  y -= 4;
  for (const fact of content.facts) paragraph(fact, 10, regular, muted);
  y -= 8;

  for (const block of content.blocks) {
    if (block.kind === 'heading') {
      ensure(40);
      y -= 8;
      paragraph(block.text, 12, bold);
      y -= 4;
    } else if (block.kind === 'paragraph') {
      paragraph(block.text, 9.5);
      y -= 4;
    } else {
      table(block);
    }
  }

  const pages = pdf.getPages();
  const footer = winAnsiText(content.footer);
  pages.forEach((each, index) => {
    const number = `Pagina ${index + 1} di ${pages.length}`;
    each.drawText(footer, { x: margin, y: margin - 8, size: 8, font: regular, color: muted });
    each.drawText(number, {
      x: margin + width - regular.widthOfTextAtSize(number, 8),
      y: margin - 8,
      size: 8,
      font: regular,
      color: muted,
    });
  });
  return pdf.save();
}
