import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelSheetFormats, type LabelSheetFormat } from '@portale/shared';
import { drawLabelSheets } from './label-sheet-pdf.ts';
import { fewLines, truncate, winAnsiText } from '../../plugins/pdf-text.ts';

/**
 * The sheet is printed to pixels by poppler's `pdftoppm` (docs/decisions/013) and read back the way a
 * phone would: each QR code, cropped from where the format puts its label, must give its label's URL.
 */

const dpi = 200;
const pixelsPerMm = dpi / 25.4;

const label = (number: number, over: { name?: string; place?: string } = {}) => ({
  url: `https://portale.example.it/attrezzature/etichetta/AT-${String(number).padStart(6, '0')}`,
  labelCode: `AT-${String(number).padStart(6, '0')}`,
  name: over.name ?? `Lavasciuga ${number}`,
  place: over.place ?? 'Ospedale San Giovanni · Piano terra',
});

/** A label's rectangle on the page in pixels, position 1-based, across then down. */
function labelPixels(formatName: LabelSheetFormat, position: number) {
  const format = labelSheetFormats[formatName];
  const column = (position - 1) % format.columns;
  const row = Math.floor((position - 1) / format.columns);
  return {
    x: Math.round((format.leftMm + column * (format.widthMm + format.gapXMm)) * pixelsPerMm),
    y: Math.round((format.topMm + row * (format.heightMm + format.gapYMm)) * pixelsPerMm),
    width: Math.round(format.widthMm * pixelsPerMm),
    height: Math.round(format.heightMm * pixelsPerMm),
  };
}

/** The RGBA pixels of a rectangle of the page. */
function crop(page: PNG, box: { x: number; y: number; width: number; height: number }) {
  const pixels = new Uint8ClampedArray(box.width * box.height * 4);
  for (let row = 0; row < box.height; row += 1) {
    const from = ((box.y + row) * page.width + box.x) * 4;
    pixels.set(page.data.subarray(from, from + box.width * 4), row * box.width * 4);
  }
  return pixels;
}

describe('drawLabelSheets', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'label-sheet-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('puts each QR code where the 3 × 7 format places its label, from position 5, and nothing before', async () => {
    const labels = [
      label(42, {
        name: 'Lavasciugapavimenti uomo a bordo con spazzole rotanti e serbatoio da 120 litri',
        place: 'Ospedale «San Giovanni» di Città di Castello · Piano terra, magazzino delle pulizie',
      }),
      label(43),
      label(44),
    ];
    const pdf = await drawLabelSheets({
      format: '3x7',
      start: 5,
      providerName: 'Pulizie Nicolò Ferri S.r.l.',
      labels,
    });
    await writeFile(path.join(directory, 'sheet.pdf'), pdf);
    await promisify(execFile)('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(directory, 'sheet.pdf'),
      path.join(directory, 'page'),
    ]);
    const page = PNG.sync.read(await readFile(path.join(directory, 'page.png')));
    expect(page.width).toBe(Math.round(210 * pixelsPerMm));

    labels.forEach((expected, index) => {
      const box = labelPixels('3x7', 5 + index);
      // The QR code's part: the label's left, short of the text column (26 mm and the 2 mm margin).
      const qrBox = { ...box, width: Math.round((labelSheetFormats['3x7'].widthMm - 28) * pixelsPerMm) };
      const code = jsQR(crop(page, qrBox), qrBox.width, qrBox.height);
      expect(code?.data, `label at position ${5 + index}`).toBe(expected.url);
    });
    for (const position of [1, 2, 3, 4, 8]) {
      const pixels = crop(page, labelPixels('3x7', position));
      expect(
        pixels.every((value) => value === 255),
        `position ${position} is blank`,
      ).toBe(true);
    }
  });

  it('goes on to a second sheet from its first position', async () => {
    const labels = [1, 2, 3, 4].map((number) => label(number));
    const pdf = await PDFDocument.load(
      await drawLabelSheets({ format: '2x4', start: 7, providerName: 'Ditta', labels }),
    );
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(1).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it('refuses a start outside the sheet', async () => {
    await expect(
      drawLabelSheets({ format: '2x4', start: 9, providerName: 'Ditta', labels: [label(1)] }),
    ).rejects.toThrow(RangeError);
  });
});

describe('label text', () => {
  it('fits a long name on two lines and a long place on one, ending them with «…»', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    const name = winAnsiText(
      'Lavasciugapavimenti\nuomo a bordo con spazzole rotanti e serbatoio da 120 litri',
    );
    const lines = fewLines(name, font, 9, 70, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(70);
    expect(fewLines('Aspiratore', font, 9, 70, 2)).toEqual(['Aspiratore']);
    const word = 'Supercalifragilistichespiralidoso';
    const broken = fewLines(word, font, 9, 70, 2);
    expect(broken).toHaveLength(2);
    expect(word.startsWith(broken[0]!)).toBe(true);
    for (const line of broken) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(70);
    expect(truncate('Piano terra, magazzino delle pulizie', font, 6.5, 40)).toMatch(/…$/);
    expect(winAnsiText('Città · l’ufficio ✓')).toBe('Città · l’ufficio ?');
  });
});
