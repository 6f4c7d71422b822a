import type { UploadRules } from '@portale/shared';
import { useState } from 'react';
import { extensionOf, formatBytes } from '../../../lib/format-bytes.ts';
import { documentErrorMessage } from '../document-errors.ts';
import { titleFromFilename } from '../document-forms.ts';

/** A file of an upload: waiting (or failed, to send again), being sent, published or refused. */
export type QueuedFile = {
  key: string;
  file: File;
  title: string;
  state: 'waiting' | 'sending' | 'done' | 'failed' | 'refused';
  /** How much of it has been sent, from 0 to 1. */
  progress: number;
  error: string | null;
};

let lastKey = 0;

/**
 * The files of an upload, each sent by its own request one after the other, with its progress and, when
 * refused, the reason beside its name. A file the rules refuse (extension, size) is never sent.
 */
export function useUploadQueue(rules: UploadRules | undefined) {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const [sending, setSending] = useState(false);
  const update = (key: string, change: Partial<QueuedFile>) =>
    setFiles((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const refusal = (file: File): string | null => {
    if (!rules) return null;
    if (!rules.allowedExtensions.includes(extensionOf(file.name)))
      return `Questo tipo di file non è ammesso. Formati ammessi: ${rules.allowedExtensions.join(', ')}.`;
    if (file.size > rules.maxBytes)
      return `Il file supera la dimensione massima consentita (${formatBytes(rules.maxBytes)}).`;
    return null;
  };

  const add = (dropped: File[]) =>
    setFiles((current) => [
      ...current,
      ...dropped.map((file): QueuedFile => {
        const error = refusal(file);
        lastKey += 1;
        return {
          key: `file-${lastKey}`,
          file,
          title: titleFromFilename(file.name),
          state: error ? 'refused' : 'waiting',
          progress: 0,
          error,
        };
      }),
    ]);

  const waiting = files.filter((entry) => entry.state === 'waiting' || entry.state === 'failed');

  /** Sends the files not published yet, one request each; how many went and how many failed. */
  const send = async (
    publish: (entry: QueuedFile, onProgress: (fraction: number) => void) => Promise<unknown>,
  ): Promise<{ published: number; failed: number }> => {
    setSending(true);
    let published = 0;
    let failed = 0;
    for (const entry of waiting) {
      update(entry.key, { state: 'sending', progress: 0, error: null });
      try {
        await publish(entry, (progress) => update(entry.key, { progress }));
        update(entry.key, { state: 'done', progress: 1 });
        published += 1;
      } catch (error) {
        update(entry.key, { state: 'failed', error: documentErrorMessage(error, rules?.allowedExtensions) });
        failed += 1;
      }
    }
    setSending(false);
    return { published, failed };
  };

  return {
    files,
    waiting,
    sending,
    add,
    send,
    rename: (key: string, title: string) => update(key, { title }),
    remove: (key: string) => setFiles((current) => current.filter((entry) => entry.key !== key)),
  };
}
export type UploadQueue = ReturnType<typeof useUploadQueue>;
