import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import type { UploadedFile } from '../../plugins/files.ts';

/** The publishing request's parts: the JSON `data` field and the files `pdf` and `xml`. */
export type BillingUpload = { data: string | null; pdf: UploadedFile | null; xml: UploadedFile | null };

/**
 * Reads a multipart request with up to two files (each within UPLOAD_MAX_BYTES) and one `data` field.
 * 400 Incorrect data when it is not multipart or names an unknown part; 413 for a file over the limit.
 */
export async function readBillingUpload(request: FastifyRequest): Promise<BillingUpload> {
  if (!request.isMultipart()) throw new AppError('SITE_INCORRECT_DATA');
  const upload: BillingUpload = { data: null, pdf: null, xml: null };
  try {
    for await (const part of request.parts({
      limits: { files: 2, fields: 1, parts: 3, fieldSize: 16_384 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data' || typeof part.value !== 'string')
          throw new AppError('SITE_INCORRECT_DATA');
        upload.data = part.value;
        continue;
      }
      if (part.fieldname !== 'pdf' && part.fieldname !== 'xml') throw new AppError('SITE_INCORRECT_DATA');
      const bytes = await part.toBuffer();
      const filename = path.basename(part.filename || part.fieldname);
      upload[part.fieldname] = { filename, extension: path.extname(filename).slice(1).toLowerCase(), bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE');
    throw new AppError('SITE_INCORRECT_DATA', {}, { cause: error });
  }
  return upload;
}

/** A PDF: the name ends in .pdf and the content starts as a PDF does (%PDF-). */
export function checkPdf(file: UploadedFile | null): UploadedFile {
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
