import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { roomImportLimits } from '@portale/shared';
import { AppError } from '../../../plugins/app-error.ts';
import { fileNotValid } from './room-import-refusal.ts';

/**
 * Checks an uploaded file is an .xlsx that is safe to unpack, before any spreadsheet reader opens it:
 * its first bytes are a zip's (an .xls or a password-protected workbook is named as such); the zip's
 * own index (the central directory, read here from the end of the file) lists a workbook and a sheet,
 * few parts, none encrypted or in a method other than stored or deflate, and no more than
 * roomImportLimits.maxUncompressedBytes unpacked, at a believable ratio; the parts follow each other
 * with nothing hidden in between (a streaming reader walks the file, not the index); and each part,
 * unpacked here while counting, gives exactly the size the index declares, so a zip bomb that lies
 * about its sizes is stopped at the declared size. Any failure is 400 Import file not valid.
 */
export async function checkSpreadsheetZip(filePath: string): Promise<void> {
  const file = await open(filePath, 'r');
  let entries: ZipEntry[];
  try {
    const { size } = await file.stat();
    await checkMagic(await readAt(file, 0, Math.min(8, size)));
    const directory = await readDirectory(file, size);
    entries = parseDirectory(directory.bytes, directory.count);
    checkEntries(entries);
    await checkContiguous(file, entries, directory.offset);
  } finally {
    await file.close();
  }
  for (const entry of entries) await checkUnpackedSize(filePath, entry);
}

type FileHandle = Awaited<ReturnType<typeof open>>;
type ZipEntry = {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  /** Where the compressed bytes start, once the local header is read. */
  dataStart: number;
};

/** Parts an .xlsx has (a dozen as Excel writes it, a few more with charts or comments). */
const maxEntries = 256;
/** Beyond this, a part that unpacks over a megabyte is a bomb: sheet XML packs about 10 to 1. */
const maxRatio = 250;
const zipSignature = 0x04034b50;
const directorySignature = 0x02014b50;
const endSignature = 0x06054b50;

const corrupt = (cause?: unknown) =>
  fileNotValid('file', 'Il file .xlsx è danneggiato: aprilo in Excel e salvalo di nuovo', cause);
const bomb = () =>
  fileNotValid(
    'file',
    `Il file si espanderebbe oltre ${roomImportLimits.maxUncompressedBytes / 1024 / 1024} MB: non è un foglio dei locali`,
  );

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function checkMagic(head: Buffer) {
  if (head.length >= 4 && head.readUInt32LE(0) === zipSignature) return;
  const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  if (head.equals(ole)) {
    throw fileNotValid(
      'file',
      'Il file è nel vecchio formato .xls o protetto da password: salvalo come cartella di lavoro Excel (.xlsx) senza password',
    );
  }
  throw fileNotValid('file', 'Il file non è un foglio Excel (.xlsx): scarica il modello e compila quello');
}

/** The central directory: where the end record (within the last 64 KiB) says it is. */
async function readDirectory(file: FileHandle, size: number) {
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(file, size - tailLength, tailLength);
  let at = tail.length - 22;
  while (at >= 0 && tail.readUInt32LE(at) !== endSignature) at -= 1;
  if (at < 0) throw corrupt();
  const count = tail.readUInt16LE(at + 10);
  const length = tail.readUInt32LE(at + 12);
  const offset = tail.readUInt32LE(at + 16);
  // Zip64 markers: an .xlsx within the upload limit never needs them.
  if (count === 0xffff || offset === 0xffffffff) throw corrupt();
  if (count > maxEntries) throw bomb();
  if (offset + length > size - tailLength + at) throw corrupt();
  return { bytes: await readAt(file, offset, length), count, offset };
}

function parseDirectory(bytes: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== directorySignature) throw corrupt();
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > bytes.length) throw corrupt();
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      dataStart: 0,
    });
    at = next;
  }
  return entries;
}

function checkEntries(entries: ZipEntry[]) {
  const names = new Set(entries.map((entry) => entry.name));
  if (
    !names.has('xl/workbook.xml') ||
    !entries.some((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name))
  ) {
    throw fileNotValid('file', 'Il file non è un foglio Excel (.xlsx): scarica il modello e compila quello');
  }
  let total = 0;
  for (const entry of entries) {
    if (entry.flags & 1) throw fileNotValid('file', 'Il file è protetto da password: salvalo senza password');
    if (entry.method !== 0 && entry.method !== 8) throw corrupt();
    total += entry.size;
    if (entry.size > 1024 * 1024 && entry.size / Math.max(entry.compressedSize, 1) > maxRatio) throw bomb();
  }
  if (total > roomImportLimits.maxUncompressedBytes) throw bomb();
}

/**
 * Every part starts where the previous one ends (after its data descriptor, when it has one) and the
 * last ends where the directory starts, so a reader walking the file meets exactly these parts.
 */
async function checkContiguous(file: FileHandle, entries: ZipEntry[], directoryOffset: number) {
  const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let expected = [0];
  for (const entry of ordered) {
    if (!expected.includes(entry.localOffset)) throw corrupt();
    const header = await readAt(file, entry.localOffset, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== zipSignature) throw corrupt();
    entry.dataStart = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const end = entry.dataStart + entry.compressedSize;
    // A data descriptor (flag 3) follows the data: crc and sizes, with or without its signature.
    expected = entry.flags & 8 ? [end + 12, end + 16] : [end];
  }
  if (!expected.includes(directoryOffset)) throw corrupt();
}

/** Unpacks one part, counting, and stops as soon as it gives more than its declared size. */
async function checkUnpackedSize(filePath: string, entry: ZipEntry): Promise<void> {
  if (entry.compressedSize === 0) {
    if (entry.size !== 0) throw corrupt();
    return;
  }
  const source = createReadStream(filePath, {
    start: entry.dataStart,
    end: entry.dataStart + entry.compressedSize - 1,
  });
  const unpacked = entry.method === 8 ? source.pipe(createInflateRaw()) : source;
  let produced = 0;
  try {
    for await (const chunk of unpacked) {
      produced += (chunk as Buffer).length;
      if (produced > entry.size) throw bomb();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw corrupt(error);
  } finally {
    source.destroy();
    unpacked.destroy();
  }
  if (produced !== entry.size) throw corrupt();
}
