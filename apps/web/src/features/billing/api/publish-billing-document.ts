import {
  previewFatturaPaContract,
  publishBillingDocumentContract,
  type PublishBillingData,
} from '@portale/shared';
import { uploadApiFile, uploadApiForm } from '../../../lib/api-files.ts';

export type PublishParts = { data: PublishBillingData; pdf: File; xml: File | null };

/** Publishes a document with its PDF and, when there is one, its FatturaPA XML, telling the progress. */
export function publishBillingDocument(
  { data, pdf, xml }: PublishParts,
  onProgress: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('pdf', pdf, pdf.name);
  if (xml) form.append('xml', xml, xml.name);
  return uploadApiForm(publishBillingDocumentContract, form, { onProgress });
}

/** Reads a FatturaPA XML on the server without storing it: what the publication would take from it. */
export function previewFatturaPa(xml: File) {
  return uploadApiFile(previewFatturaPaContract, xml);
}
