import { open } from 'node:fs/promises';
import type yauzl from 'yauzl';
import { roomImportLimits } from '@portale/shared';
import { fileNotValid } from './room-import-refusal.ts';
import { corruptZip, openSpreadsheetZip, zipBomb, type SpreadsheetZip } from './room-import-zip.ts';

/**
 * Checks an uploaded file is an .xlsx that is safe to unpack, before any spreadsheet reader opens it:
 * its first bytes are a zip's (an .xls or a password-protected workbook is named as such); the zip's
 * index lists a workbook and a sheet, few parts, none encrypted or in a method other than stored or
 * deflate, and no more than roomImportLimits.maxUncompressedBytes unpacked, at a believable ratio;
 * each part's own header says what the index says of it (a reader that trusted the headers would
 * otherwise unpack something else); and each part, unpacked here while counting, gives exactly the
 * size the index declares, so a zip bomb that lies about its sizes stops at the declared size. Any
 * failure is 400 Import file not valid. The reader (room-import-sheet-reader.ts) unpacks by the same
 * index and counts again.
 */
export async function checkSpreadsheetZip(filePath: string): Promise<void> {
  await checkMagic(filePath);
  const zip = await openSpreadsheetZip(filePath);
  try {
    const entries = [...zip.entries.values()];
    checkEntries(entries);
    for (const entry of entries) {
      await checkLocalHeader(zip, entry);
      for await (const chunk of await zip.read(entry)) void chunk;
    }
  } finally {
    zip.close();
  }
}

/** Beyond this, a part that unpacks over a megabyte is a bomb: sheet XML packs about 10 to 1. */
const maxRatio = 250;
const zipSignature = 0x04034b50;
/** The general purpose flag's bit 3: the crc and sizes follow the data, and the header may hold zeros. */
const dataDescriptorFlag = 0x8;
const notAnExcelFile = () =>
  fileNotValid('file', 'Il file non è un foglio Excel (.xlsx): scarica il modello e compila quello');

async function checkMagic(filePath: string) {
  const file = await open(filePath, 'r');
  const head = Buffer.alloc(8);
  try {
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    if (bytesRead >= 4 && head.readUInt32LE(0) === zipSignature) return;
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    if (bytesRead === 8 && head.equals(ole)) {
      throw fileNotValid(
        'file',
        'Il file è nel vecchio formato .xls o protetto da password: salvalo come cartella di lavoro Excel (.xlsx) senza password',
      );
    }
    throw notAnExcelFile();
  } finally {
    await file.close();
  }
}

function checkEntries(entries: readonly yauzl.Entry[]) {
  const names = new Set(entries.map((entry) => entry.fileName));
  if (
    !names.has('xl/workbook.xml') ||
    !entries.some((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.fileName))
  ) {
    throw notAnExcelFile();
  }
  let total = 0;
  for (const entry of entries) {
    if (entry.isEncrypted())
      throw fileNotValid('file', 'Il file è protetto da password: salvalo senza password');
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw corruptZip();
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > 1024 * 1024 && ratio > maxRatio) throw zipBomb();
  }
  if (total > roomImportLimits.maxUncompressedBytes) throw zipBomb();
}

/**
 * The part's local header names it, flags and packs it as its index entry does, with the same crc and
 * sizes (or zeros, when they follow the data).
 */
async function checkLocalHeader(zip: SpreadsheetZip, entry: yauzl.Entry) {
  const local = await zip.localHeader(entry);
  const sizesFollow = (entry.generalPurposeBitFlag & dataDescriptorFlag) !== 0;
  const described = [local.crc32, local.compressedSize, local.uncompressedSize];
  const sameSizes =
    described.join() === [entry.crc32, entry.compressedSize, entry.uncompressedSize].join() ||
    (sizesFollow && described.every((value) => value === 0));
  if (
    !local.fileName.equals(entry.fileNameRaw) ||
    local.generalPurposeBitFlag !== entry.generalPurposeBitFlag ||
    local.compressionMethod !== entry.compressionMethod ||
    !sameSizes
  ) {
    throw corruptZip();
  }
}
