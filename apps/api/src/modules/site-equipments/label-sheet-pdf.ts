import QRCode from 'qrcode';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { labelSheetFormats, type LabelSheetFormat } from '@portale/shared';
import { fewLines, truncate, winAnsiText } from '../../plugins/pdf-text.ts';

/**
 * Draws QR labels for site equipment on A4 label sheets with pdf-lib and the standard fonts: across
 * then down from position `start` (1-based) of the first sheet, every further sheet from position 1,
 * nothing on the positions before `start` (already used). Each label holds the QR code of the public
 * page, drawn as vector squares so it prints sharp, and beside it the provider's name, the equipment's
 * name (two lines at most), its place and the code a person can type. pdf-lib is loaded on the first
 * sheet, as for the quality reports (decision 008).
 */

export type LabelSheetInput = {
  format: LabelSheetFormat;
  start: number;
  providerName: string;
  labels: { url: string; labelCode: string; name: string; place: string }[];
};

const pageSize: [number, number] = [595.28, 841.89];
const mm = 72 / 25.4;
/** Blank inside each label's edge, and between the QR code and the text. */
const padding = 2 * mm;
const gutter = 1.5 * mm;
/** The narrowest text column: the QR code gives way to it on short, narrow labels. */
const minTextWidth = 26 * mm;
/** Light modules around the code inside its square, on top of the label's padding. */
const quietModules = 2;

/** The dark modules as one SVG path, one rectangle per run along a row, in modules from the top left. */
function qrPath(url: string): { path: string; size: number } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size;) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const first = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      parts.push(`M${first} ${row}h${column - first}v1h${first - column}z`);
    }
  }
  return { path: parts.join(''), size: modules.size };
}

type Fonts = { regular: PDFFont; bold: PDFFont; code: PDFFont; ink: RGB; muted: RGB };
type Box = { x: number; y: number; width: number; height: number };

/** One label in its box (PDF coordinates, `y` at the bottom). */
function drawLabel(
  page: PDFPage,
  box: Box,
  label: LabelSheetInput['labels'][number],
  provider: string,
  fonts: Fonts,
) {
  const side = Math.min(box.height - 2 * padding, box.width - 2 * padding - gutter - minTextWidth);
  const qr = qrPath(label.url);
  const moduleSize = side / (qr.size + 2 * quietModules);
  page.drawSvgPath(qr.path, {
    x: box.x + padding + quietModules * moduleSize,
    y: box.y + box.height - padding - quietModules * moduleSize,
    scale: moduleSize,
    color: fonts.ink,
  });

  const textX = box.x + padding + side + gutter;
  const textWidth = box.x + box.width - padding - textX;
  const codeText = winAnsiText(label.labelCode);
  let codeSize = 12;
  while (codeSize > 6 && fonts.code.widthOfTextAtSize(codeText, codeSize) > textWidth) codeSize -= 0.5;
  /** A line cut to the text's width (those of `fewLines` fit already). */
  const fitted = (text: string, font: PDFFont, size: number, color = fonts.ink) => ({
    text: truncate(text, font, size, textWidth),
    font,
    size,
    color,
  });
  const lines = [
    fitted(winAnsiText(provider), fonts.bold, 6.5, fonts.muted),
    ...fewLines(winAnsiText(label.name), fonts.bold, 9, textWidth, 2).map((text) =>
      fitted(text, fonts.bold, 9),
    ),
    fitted(winAnsiText(label.place), fonts.regular, 6.5, fonts.muted),
    fitted(codeText, fonts.code, codeSize),
  ];
  const leading = (size: number) => size * 1.3;
  const blockHeight = lines.reduce((sum, line) => sum + leading(line.size), 0);
  let y = box.y + (box.height + blockHeight) / 2;
  for (const line of lines) {
    y -= leading(line.size);
    page.drawText(line.text, {
      x: textX,
      y: y + line.size * 0.25,
      size: line.size,
      font: line.font,
      color: line.color,
    });
  }
}

export async function drawLabelSheets(input: LabelSheetInput): Promise<Uint8Array> {
  const format = labelSheetFormats[input.format];
  const perSheet = format.columns * format.rows;
  if (!Number.isInteger(input.start) || input.start < 1 || input.start > perSheet)
    throw new RangeError(`start must be 1..${perSheet}`);
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle('Etichette QR delle attrezzature');
  pdf.setLanguage('it-IT');
  pdf.setCreator('Portale Clienti');
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    code: await pdf.embedFont(StandardFonts.CourierBold),
    ink: rgb(0, 0, 0),
    muted: rgb(0.3, 0.3, 0.3),
  };

  const slots = input.start - 1 + input.labels.length;
  const pages = Array.from({ length: Math.max(1, Math.ceil(slots / perSheet)) }, () => pdf.addPage(pageSize));
  input.labels.forEach((label, index) => {
    const slot = input.start - 1 + index;
    const position = slot % perSheet;
    const column = position % format.columns;
    const row = Math.floor(position / format.columns);
    const top = (format.topMm + row * (format.heightMm + format.gapYMm)) * mm;
    const box = {
      x: (format.leftMm + column * (format.widthMm + format.gapXMm)) * mm,
      y: pageSize[1] - top - format.heightMm * mm,
      width: format.widthMm * mm,
      height: format.heightMm * mm,
    };
    drawLabel(pages[Math.floor(slot / perSheet)]!, box, label, input.providerName, fonts);
  });
  return pdf.save();
}
