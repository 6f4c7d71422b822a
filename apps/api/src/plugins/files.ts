import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../config/config.ts';
import { AppError } from './app-error.ts';

/**
 * Uploaded files: multipart parsing with the size limit of UPLOAD_MAX_BYTES, content checks, and storage
 * under DATA_DIR/files with generated names (never the client's), outside any web root.
 */
export type FileStore = {
  /** Stores the bytes under a new generated key (the extension cleaned to [a-z0-9]) and returns it. */
  save: (bytes: Buffer, extension: string) => Promise<string>;
  /** The stored file, or null when the key is malformed or the file is gone. */
  open: (storageKey: string) => Promise<{ stream: Readable; sizeBytes: number } | null>;
  /** Deletes stored files; malformed keys and files already gone are skipped. */
  remove: (storageKeys: readonly string[]) => Promise<void>;
};

export type UploadedFile = { filename: string; extension: string; bytes: Buffer };

/** 'YYYY/MM/<uuid>.<ext>' for uploads, 'demo/<uuid>.<ext>' for the demo documents the seed writes. */
const storageKeyPattern = /^(\d{4}\/\d{2}|demo)\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export function createFileStore(root: string): FileStore {
  return {
    async save(bytes, extension) {
      const now = new Date();
      const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const safeExtension =
        extension
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
          .slice(0, 8) || 'bin';
      const key = `${folder}/${randomUUID()}.${safeExtension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, key), bytes, { flag: 'wx' });
      return key;
    },
    async open(storageKey) {
      if (!storageKeyPattern.test(storageKey)) return null;
      const file = path.join(root, storageKey);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), sizeBytes: size };
      } catch {
        return null;
      }
    },
    async remove(storageKeys) {
      for (const key of storageKeys) {
        if (storageKeyPattern.test(key)) await rm(path.join(root, key), { force: true });
      }
    },
  };
}

/** `attachment` with the name in ASCII and, for any other character, in RFC 5987 form. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The headers of every download: a file the browser saves and never renders in the page. Every file and
 * export is served after an access check (a site's image too), so no cache, the browser's included,
 * keeps it: it would outlive the session on a shared computer.
 */
export function downloadHeaders(
  reply: FastifyReply,
  download: { contentType: string; filename: string; sizeBytes?: number },
): FastifyReply {
  if (download.sizeBytes !== undefined) reply.header('content-length', String(download.sizeBytes));
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', attachmentDisposition(download.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
}

/** Sends a stored file as a download (`downloadHeaders`). */
export function sendFile(
  reply: FastifyReply,
  file: { stream: Readable; sizeBytes: number; contentType: string; filename: string },
) {
  downloadHeaders(reply, file);
  return file.stream;
}

/** Registers multipart parsing (one file per request, at most UPLOAD_MAX_BYTES) and returns the store. */
export async function registerFiles(app: FastifyInstance, config: AppConfig): Promise<FileStore> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  return createFileStore(path.resolve(config.DATA_DIR, 'files'));
}

/** A multipart file part read into memory: its name without folders (`fallback` when it has none). */
async function fileOfPart(part: MultipartFile, fallback: string): Promise<UploadedFile> {
  const bytes = await part.toBuffer();
  const filename = path.basename(part.filename || fallback);
  return { filename, extension: path.extname(filename).slice(1).toLowerCase(), bytes };
}

/** What a failed multipart read answers: 413 for a file over the limit, 400 Incorrect data otherwise. */
function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('SITE_INCORRECT_DATA', {}, { cause: error });
}

/**
 * The one file of a multipart request, read into memory (the size limit bounds it). 400 Incorrect data
 * when the request is not multipart or has no file; 413 when the file is over the limit.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('SITE_INCORRECT_DATA');
  try {
    const part = await request.file();
    if (!part) throw new AppError('SITE_INCORRECT_DATA');
    return await fileOfPart(part, 'file');
  } catch (error) {
    throw multipartError(error);
  }
}

/** A publishing request's parts: the JSON field `data` and the files, by part name. */
export type MultipartUpload<F extends string> = {
  data: string | null;
  files: Partial<Record<F, UploadedFile>>;
};

/**
 * Reads a multipart request with one field `data` (up to `dataMaxBytes`) and the named files (each
 * within UPLOAD_MAX_BYTES), into memory. 400 Incorrect data when it is not multipart or has another
 * part; 413 for a file over the limit. Nothing is stored here.
 */
export async function readMultipartUpload<F extends string>(
  request: FastifyRequest,
  fileNames: readonly F[],
  dataMaxBytes: number,
): Promise<MultipartUpload<F>> {
  if (!request.isMultipart()) throw new AppError('SITE_INCORRECT_DATA');
  const upload: MultipartUpload<F> = { data: null, files: {} };
  const isFileName = (name: string): name is F => (fileNames as readonly string[]).includes(name);
  try {
    for await (const part of request.parts({
      limits: { files: fileNames.length, fields: 1, parts: fileNames.length + 1, fieldSize: dataMaxBytes },
    })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data' || typeof part.value !== 'string')
          throw new AppError('SITE_INCORRECT_DATA');
        upload.data = part.value;
      } else {
        const name = part.fieldname;
        if (!isFileName(name)) throw new AppError('SITE_INCORRECT_DATA');
        upload.files[name] = await fileOfPart(part, name);
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return upload;
}

/**
 * The `data` field of a multipart upload read with its schema: 400 with the wrong fields (under `data.`)
 * otherwise. An optional one may be missing (read as `{}`).
 */
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
  if (!parsed.success) throw new AppError('VALIDATION', { fields: dataFieldsOf(parsed.error) });
  return parsed.data;
}

/** A schema's issues as the wrong fields of the `data` part. */
export const dataFieldsOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({ path: ['data', ...issue.path].join('.'), message: issue.message }));

export type ImageType = { contentType: 'image/jpeg' | 'image/png' | 'image/webp'; extension: string };

/** The image type from the first bytes (JPEG, PNG, WebP), whatever the name or the declared type say. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
}

export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

export type StoredPhoto = { storageKey: string; contentType: string };

/**
 * Stores an uploaded photo, checked by its content, in place of a row's previous one (a person's photo):
 * `place` writes it on the row and gives the key it replaces, or null when there is no such row, in
 * which case the file is removed again and `missing` thrown. The replaced file is removed last.
 */
export async function replacePhoto(
  files: FileStore,
  upload: UploadedFile,
  place: (photo: StoredPhoto) => Promise<{ previousStorageKey: string | null } | null>,
  errors: { notAnImage: () => AppError; missing: () => AppError },
): Promise<void> {
  const type = detectImageType(upload.bytes);
  if (!type) throw errors.notAnImage();
  const storageKey = await files.save(upload.bytes, type.extension);
  const placed = await place({ storageKey, contentType: type.contentType });
  if (!placed) {
    await files.remove([storageKey]);
    throw errors.missing();
  }
  if (placed.previousStorageKey) await files.remove([placed.previousStorageKey]);
}
