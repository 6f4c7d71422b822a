import { z } from 'zod';

/**
 * A file attached to a ticket message or a communication post. Files are uploaded one per request
 * (multipart, field `file`) before the message is sent; the upload answers with this item, and the
 * message then names its files by attachmentId. An upload not used within a day is discarded.
 */
export const attachmentSchema = z.object({
  attachmentId: z.string(),
  /** The name the file had on the uploader's device. */
  filename: z.string(),
  /** The type checked from the file's content. */
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** What the upload forms need to check a file before sending it. */
export const uploadRulesSchema = z.object({
  /** Lower-case extensions without the dot, e.g. ['pdf', 'jpg']. */
  allowedExtensions: z.array(z.string()),
  maxBytes: z.number().int(),
  maxFiles: z.number().int(),
});
export type UploadRules = z.infer<typeof uploadRulesSchema>;

/** The attachment ids a message carries (uploaded beforehand by the same user). */
export const attachmentIdsSchema = z.array(z.uuid()).max(10).default([]);
