import { rm } from 'node:fs/promises';
import path from 'node:path';
import { maxAttachmentsPerPost, type UploadRules } from '@portale/shared';
import type { FileStore, UploadedFile } from '../../plugins/files.ts';
import { acceptedExtensions, checkAttachment } from './attachment-rules.ts';

/** The stored keys files.ts makes: 'YYYY/MM/<uuid>.<ext>'. */
const storageKeyPattern = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** A name as the user's device gave it, without control characters, at most 200 characters. */
const cleanFilename = (name: string) =>
  [...name]
    .map((char) =>
      char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || '"\\/'.includes(char) ? '_' : char,
    )
    .join('')
    .trim()
    .slice(-200) || 'allegato';

/**
 * Attachments of tickets and communications on top of the file store of plugins/files.ts: the rules of
 * attachment-rules.ts, storage under generated names, and removal of unused uploads (the file store has
 * no removal yet; `remove` reads the same DATA_DIR/files folder and key format).
 */
export function createAttachmentStore(deps: {
  files: FileStore;
  /** DATA_DIR/files, where the file store keeps the bytes. */
  filesRoot: string;
  allowedExtensions: readonly string[];
  maxBytes: number;
}) {
  const accepted = acceptedExtensions(deps.allowedExtensions);
  const rules: UploadRules = {
    allowedExtensions: accepted,
    maxBytes: deps.maxBytes,
    maxFiles: maxAttachmentsPerPost,
  };
  return {
    rules,

    /** Checks an uploaded file (409 on a refused extension or content) and stores it. */
    async store(file: UploadedFile) {
      const contentType = checkAttachment(file, accepted);
      const storageKey = await deps.files.save(file.bytes, file.extension);
      return {
        storageKey,
        filename: cleanFilename(file.filename),
        contentType,
        sizeBytes: file.bytes.length,
      };
    },

    open: (storageKey: string) => deps.files.open(storageKey),

    async remove(storageKeys: readonly string[]) {
      for (const key of storageKeys) {
        if (storageKeyPattern.test(key)) await rm(path.join(deps.filesRoot, key), { force: true });
      }
    },
  };
}

export type AttachmentStore = ReturnType<typeof createAttachmentStore>;

/** `attachment` with the name in ASCII and, for any other character, in RFC 5987 form. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
