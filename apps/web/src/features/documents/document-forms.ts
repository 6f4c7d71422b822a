import { isoDateSchema, publishDocumentDataSchema, type DocumentDetail } from '@portale/shared';
import { z } from 'zod';

const { title, category } = publishDocumentDataSchema.shape;

/**
 * A document's fields as the forms hold them (an empty end of validity or description is ''), checked by
 * the shared rules of title and category.
 */
export const documentFieldsFormSchema = z.object({
  title,
  category,
  description: z.string().max(2000),
  validUntil: z.union([z.literal(''), isoDateSchema]),
});
export type DocumentFieldsFormValues = z.input<typeof documentFieldsFormSchema>;
export type DocumentFields = z.output<typeof documentFieldsFormSchema>;

/** The upload's fields shared by every file (each file has its own title). */
export const uploadFieldsFormSchema = documentFieldsFormSchema.omit({ title: true });
export type UploadFieldsFormValues = z.input<typeof uploadFieldsFormSchema>;

/** The fields as the API takes them: no end of validity and no description are null. */
export const toDocumentFields = <T extends Omit<DocumentFields, 'title'>>(values: T) => ({
  ...values,
  description: values.description.trim() || null,
  validUntil: values.validUntil || null,
});

/** The form's values of a published document. */
export const documentFormValues = (document: DocumentDetail): DocumentFieldsFormValues => ({
  title: document.title,
  category: document.category === 'site-image' ? 'report' : document.category,
  description: document.description ?? '',
  validUntil: document.validUntil ?? '',
});

/** A title from a file name: without its extension, its dashes and underscores as spaces. */
export function titleFromFilename(filename: string): string {
  const dot = filename.lastIndexOf('.');
  const base = dot > 0 ? filename.slice(0, dot) : filename;
  return base.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200) || filename.slice(0, 200);
}
