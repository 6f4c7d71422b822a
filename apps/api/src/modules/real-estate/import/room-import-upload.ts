import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { roomImportFieldsSchema, roomImportLimits, type RoomImportFields } from '@portale/shared';
import { AppError } from '../../../plugins/app-error.ts';
import { fileNotValid } from './room-import-refusal.ts';

/** The upload of an import: its fields, and the file as written to a temporary file of its own. */
export type RoomImportUpload = {
  fields: RoomImportFields;
  fileName: string;
  /** The temporary copy under DATA_DIR/room-imports, which `discard` deletes. */
  filePath: string;
  discard: () => Promise<void>;
};

/** The file's name as the run list shows it: no folders, no control characters, at most 200. */
const shownName = (name: string) =>
  [...path.basename(name.replace(/\\/g, '/'))]
    .map((char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? '_' : char))
    .join('')
    .slice(-200) || 'locali.xlsx';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Reads the multipart request of POST /site/import-rooms: the file part is streamed to a temporary
 * file (never held in memory) and cut off at roomImportLimits.maxFileBytes, which answers 400 Import
 * file not valid, not 413, so the import page shows the reason like any other refused file. The
 * other parts are the fields of roomImportFieldsSchema (400 with the wrong ones).
 */
export async function receiveRoomImport(request: FastifyRequest, dataDir: string): Promise<RoomImportUpload> {
  if (!request.isMultipart()) throw fileNotValid('file', 'Manca il file da importare');
  const folder = path.resolve(dataDir, 'room-imports');
  await mkdir(folder, { recursive: true });
  const filePath = path.join(folder, `${randomUUID()}.xlsx`);
  const discard = () => rm(filePath, { force: true });
  const raw: Record<string, string> = {};
  let fileName: string | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: roomImportLimits.maxFileBytes, files: 1, fields: 8, parts: 9, fieldSize: 200 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || fileName !== null) throw fileNotValid('file', 'Invia un solo file');
      fileName = shownName(part.filename);
      await pipeline(part.file, createWriteStream(filePath, { flags: 'wx' }));
    }
    if (fileName === null) throw fileNotValid('file', 'Manca il file da importare');
    const parsed = roomImportFieldsSchema.safeParse(raw);
    if (!parsed.success) {
      throw new AppError('VALIDATION', {
        fields: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    }
    return { fields: parsed.data, fileName, filePath, discard };
  } catch (error) {
    await discard();
    throw uploadError(error);
  }
}

/** A failed read: over the size limit, or a broken multipart body, is a file that is not valid. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { statusCode?: number }).statusCode === 413) {
    return fileNotValid(
      'file',
      `Il file supera ${megabytes(roomImportLimits.maxFileBytes)}: dividi i locali in più file`,
    );
  }
  return fileNotValid('file', 'Il file non è arrivato per intero: riprova', error);
}
