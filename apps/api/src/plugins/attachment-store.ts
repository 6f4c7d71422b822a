import { maxAttachmentsPerPost, type UploadRules } from '@portale/shared';
import type { FileStore, UploadedFile } from './files.ts';
import { acceptedExtensions, checkAttachment } from './attachment-rules.ts';

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
 * The users' uploads (the attachments of tickets and communications, the documents staff publish) on top
 * of the file store of files.ts: the rules of attachment-rules.ts (UPLOAD_ALLOWED_EXTENSIONS, the first
 * bytes, UPLOAD_MAX_BYTES), storage under generated names, and removal. app.ts makes one for every area.
 */
export function createAttachmentStore(deps: {
  files: FileStore;
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

    remove: (storageKeys: readonly string[]) => deps.files.remove(storageKeys),
  };
}

export type AttachmentStore = ReturnType<typeof createAttachmentStore>;
