import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import type { UploadedFile } from '../../plugins/files.ts';

/** A publishing request's parts: the JSON field `data` and the file `file`. */
export type DocumentUpload = { data: string | null; file: UploadedFile | null };

/**
 * Reads a multipart request with one file `file` (within UPLOAD_MAX_BYTES) and one field `data` (up to
 * 64 KiB: 500 recipients). 400 Incorrect data when it is not multipart or names another part; 413 for a
 * file over the limit. Nothing is stored here.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw new AppError('SITE_INCORRECT_DATA');
  const upload: DocumentUpload = { data: null, file: null };
  try {
    for await (const part of request.parts({
      limits: { files: 1, fields: 1, parts: 2, fieldSize: 65_536 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data' || typeof part.value !== 'string')
          throw new AppError('SITE_INCORRECT_DATA');
        upload.data = part.value;
        continue;
      }
      if (part.fieldname !== 'file') throw new AppError('SITE_INCORRECT_DATA');
      const bytes = await part.toBuffer();
      const filename = path.basename(part.filename || 'documento');
      upload.file = { filename, extension: path.extname(filename).slice(1).toLowerCase(), bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE');
    throw new AppError('SITE_INCORRECT_DATA', {}, { cause: error });
  }
  return upload;
}

/** The `data` field read with its schema: 400 with the wrong fields (under `data.`) otherwise. */
export function parseUploadData<S extends z.ZodType>(
  schema: S,
  data: string | null,
  options: { optional: boolean },
): z.output<S> {
  let raw: unknown = {};
  if (data !== null || !options.optional) {
    try {
      raw = JSON.parse(data ?? '');
    } catch {
      throw new AppError('VALIDATION', {
        fields: [{ path: 'data', message: 'Dati del documento mancanti o non in formato JSON' }],
      });
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('VALIDATION', {
      fields: parsed.error.issues.map((issue) => ({
        path: ['data', ...issue.path].join('.'),
        message: issue.message,
      })),
    });
  }
  return parsed.data;
}

/** The file of the request: 400 when it is missing. */
export function requireFile(upload: DocumentUpload): UploadedFile {
  if (!upload.file || upload.file.bytes.length === 0) {
    throw new AppError('VALIDATION', {
      fields: [{ path: 'file', message: 'Il file del documento è obbligatorio' }],
    });
  }
  return upload.file;
}
