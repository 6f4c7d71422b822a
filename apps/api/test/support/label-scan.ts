import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { labelSheetFormats, type LabelSheetFormat } from '@portale/shared';

/**
 * A sheet of equipment labels read back as a phone would: its first page printed to pixels by poppler's
 * `pdftoppm` (docs/decisions/013), each label's QR code cropped from where the format puts the label.
 */

const dpi = 200;
export const pixelsPerMm = dpi / 25.4;

/** A label's rectangle on the page in pixels, position 1-based, across then down. */
export function labelPixels(formatName: LabelSheetFormat, position: number) {
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
export function crop(page: PNG, box: { x: number; y: number; width: number; height: number }) {
  const pixels = new Uint8ClampedArray(box.width * box.height * 4);
  for (let row = 0; row < box.height; row += 1) {
    const from = ((box.y + row) * page.width + box.x) * 4;
    pixels.set(page.data.subarray(from, from + box.width * 4), row * box.width * 4);
  }
  return pixels;
}

/** The first page of a PDF as PNG pixels. */
export async function printFirstPage(pdf: Uint8Array): Promise<PNG> {
  const directory = await mkdtemp(path.join(tmpdir(), 'label-sheet-'));
  try {
    await writeFile(path.join(directory, 'sheet.pdf'), pdf);
    const output = path.join(directory, 'page');
    const args = ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile'];
    await promisify(execFile)('pdftoppm', [...args, path.join(directory, 'sheet.pdf'), output]);
    return PNG.sync.read(await readFile(`${output}.png`));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** What the QR code of the label at `position` says, or undefined when none can be read there. */
export function readLabelCode(page: PNG, format: LabelSheetFormat, position: number): string | undefined {
  const box = labelPixels(format, position);
  // The QR code's part: the label's left, short of the text column (26 mm and the 2 mm margin).
  const qrBox = { ...box, width: Math.round((labelSheetFormats[format].widthMm - 28) * pixelsPerMm) };
  return jsQR(crop(page, qrBox), qrBox.width, qrBox.height)?.data;
}
