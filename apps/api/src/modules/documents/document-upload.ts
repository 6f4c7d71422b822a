import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';
import { readMultipartUpload, type MultipartUpload, type UploadedFile } from '../../plugins/files.ts';

/** A publishing request's parts: the JSON field `data` and the file `file`. */
export type DocumentUpload = MultipartUpload<'file'>;

/** Reads a publishing request: the file `file` and the field `data` (up to 64 KiB: 500 recipients). */
export const readDocumentUpload = (request: FastifyRequest): Promise<DocumentUpload> =>
  readMultipartUpload(request, ['file'], 65_536);

/** The file of the request: 400 when it is missing. */
export function requireFile(upload: DocumentUpload): UploadedFile {
  const { file } = upload.files;
  if (!file || file.bytes.length === 0) {
    throw new AppError('VALIDATION', {
      fields: [{ path: 'file', message: 'Il file del documento è obbligatorio' }],
    });
  }
  return file;
}
