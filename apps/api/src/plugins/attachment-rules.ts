import { AppError } from './app-error.ts';
import type { UploadedFile } from './files.ts';
import { xlsxContentType } from './xlsx-export.ts';

/**
 * What an uploaded file (a ticket's or a communication's attachment, a published document) may be: an extension of UPLOAD_ALLOWED_EXTENSIONS
 * whose content we can recognise from its first bytes. Markup (SVG, HTML, XML) is never accepted,
 * whatever the configuration says, and neither is a text file that starts like markup.
 */
type Signature = { contentType: string; matches: (bytes: Buffer) => boolean };

const startsWith = (prefix: readonly number[]) => (bytes: Buffer) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

const isPdf = startsWith([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
const isJpeg = startsWith([0xff, 0xd8, 0xff]);
const isPng = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isWebp = (bytes: Buffer) =>
  bytes.length >= 12 &&
  bytes.toString('latin1', 0, 4) === 'RIFF' &&
  bytes.toString('latin1', 8, 12) === 'WEBP';
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const isHeif = (bytes: Buffer) =>
  bytes.length >= 12 &&
  bytes.toString('latin1', 4, 8) === 'ftyp' &&
  heifBrands.has(bytes.toString('latin1', 8, 12));
/** Word 97 and Excel 97 files are OLE compound documents. */
const isOle = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Office Open XML, OpenDocument and zip files are zip archives (an empty one starts PK 05 06). */
const isZip = (bytes: Buffer) =>
  startsWith([0x50, 0x4b, 0x03, 0x04])(bytes) || startsWith([0x50, 0x4b, 0x05, 0x06])(bytes);
/** Plain text: valid UTF-8, no NUL byte, and not a markup document. */
const isPlainText = (bytes: Buffer) => {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !/^[\s\uFEFF]*</.test(text);
};

const signatures: Record<string, Signature> = {
  pdf: { contentType: 'application/pdf', matches: isPdf },
  jpg: { contentType: 'image/jpeg', matches: isJpeg },
  jpeg: { contentType: 'image/jpeg', matches: isJpeg },
  png: { contentType: 'image/png', matches: isPng },
  webp: { contentType: 'image/webp', matches: isWebp },
  heic: { contentType: 'image/heic', matches: isHeif },
  heif: { contentType: 'image/heif', matches: isHeif },
  doc: { contentType: 'application/msword', matches: isOle },
  xls: { contentType: 'application/vnd.ms-excel', matches: isOle },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: isZip,
  },
  xlsx: { contentType: xlsxContentType, matches: isZip },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', matches: isZip },
  ods: { contentType: 'application/vnd.oasis.opendocument.spreadsheet', matches: isZip },
  zip: { contentType: 'application/zip', matches: isZip },
  txt: { contentType: 'text/plain; charset=utf-8', matches: isPlainText },
  csv: { contentType: 'text/csv; charset=utf-8', matches: isPlainText },
};

/** Never accepted, even when configured. */
const alwaysRefused = new Set(['svg', 'svgz', 'html', 'htm', 'xhtml', 'xml', 'js', 'mjs']);

/** The configured extensions that are accepted: known by content, and not markup. */
export function acceptedExtensions(configured: readonly string[]): string[] {
  return configured.filter(
    (extension) => !alwaysRefused.has(extension) && Object.hasOwn(signatures, extension),
  );
}

/**
 * The checked content type of an uploaded file: 409 Extension not allowed for an extension outside
 * `accepted`, 409 File content does not match its extension when its first bytes say otherwise.
 */
export function checkAttachment(file: UploadedFile, accepted: readonly string[]): string {
  if (!accepted.includes(file.extension)) throw new AppError('ATTACHMENT_EXTENSION_NOT_ALLOWED');
  const signature = signatures[file.extension];
  if (!signature?.matches(file.bytes)) throw new AppError('ATTACHMENT_CONTENT_MISMATCH');
  return signature.contentType;
}
