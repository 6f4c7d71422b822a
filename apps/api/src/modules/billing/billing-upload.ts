import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import { readMultipartUpload, type MultipartUpload, type UploadedFile } from '../../plugins/files.ts';

/** The publishing request's parts: the JSON `data` field and the files `pdf` and `xml`. */
export type BillingUpload = MultipartUpload<'pdf' | 'xml'>;

/** Reads a publishing request: the files `pdf` and `xml` and the field `data` (up to 16 KiB). */
export const readBillingUpload = (request: FastifyRequest): Promise<BillingUpload> =>
  readMultipartUpload(request, ['pdf', 'xml'], 16_384);

/** A PDF: the name ends in .pdf and the content starts as a PDF does (%PDF-). */
export function checkPdf(file: UploadedFile | undefined): UploadedFile {
  if (!file) {
    throw new AppError('VALIDATION', {
      fields: [{ path: 'pdf', message: 'Il PDF del documento è obbligatorio' }],
    });
  }
  if (file.extension !== 'pdf') throw new AppError('ATTACHMENT_EXTENSION_NOT_ALLOWED');
  if (file.bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new AppError('ATTACHMENT_CONTENT_MISMATCH');
  return file;
}

/** A FatturaPA file: .xml, or .p7m is refused (a signed envelope: its XML must be extracted first). */
export function checkXmlName(file: UploadedFile): UploadedFile {
  if (file.extension !== 'xml') throw new AppError('ATTACHMENT_EXTENSION_NOT_ALLOWED');
  return file;
}

/** A name as the uploader's device gave it, without control characters or separators, at most 200. */
export const cleanFilename = (name: string, fallback: string) =>
  [...name]
    .map((char) =>
      char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || '"\\/'.includes(char) ? '_' : char,
    )
    .join('')
    .trim()
    .slice(-200) || fallback;
