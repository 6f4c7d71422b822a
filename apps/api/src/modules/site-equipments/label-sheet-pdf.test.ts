import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  crop,
  labelPixels,
  pixelsPerMm,
  printFirstPage,
  readLabelCode,
} from '../../../test/support/label-scan.ts';
import { fewLines, truncate, winAnsiText } from '../../plugins/pdf-text.ts';
import { drawLabelSheets } from './label-sheet-pdf.ts';

/**
 * The sheet is printed to pixels and read back the way a phone would (test/support/label-scan.ts): each
 * QR code, cropped from where the format puts its label, must give its label's URL.
 */

const label = (number: number, over: { name?: string; place?: string } = {}) => ({
  url: `https://portale.example.it/attrezzature/etichetta/AT-${String(number).padStart(6, '0')}`,
  labelCode: `AT-${String(number).padStart(6, '0')}`,
  name: over.name ?? `Lavasciuga ${number}`,
  place: over.place ?? 'Ospedale San Giovanni · Piano terra',
});

describe('drawLabelSheets', () => {
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
    const page = await printFirstPage(pdf);
    expect(page.width).toBe(Math.round(210 * pixelsPerMm));

    labels.forEach((expected, index) => {
      expect(readLabelCode(page, '3x7', 5 + index), `label at position ${5 + index}`).toBe(expected.url);
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
