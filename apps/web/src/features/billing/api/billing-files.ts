import {
  billingPdfContract,
  billingXmlContract,
  billingZipContract,
  myBillingExportContract,
  romeToday,
  type BillingFilterQuery,
} from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile, saveFile } from '../../../lib/api-files.ts';
import { useRefreshBilling } from './use-refresh-billing.ts';

type DocumentFile = { documentId: string; filename: string };

/** The document's PDF under its name; a customer's download counts as opening it. */
export function useDownloadBillingPdf() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async ({ documentId, filename }: DocumentFile) =>
      saveFile(
        await downloadApiFile(billingPdfContract, { params: { documentId }, fallbackFilename: filename }),
      ),
    onSettled: refresh,
  });
}

/** The FatturaPA XML as the provider sent it. */
export function useDownloadBillingXml() {
  return useMutation({
    mutationFn: async ({ documentId, filename }: DocumentFile) =>
      saveFile(
        await downloadApiFile(billingXmlContract, { params: { documentId }, fallbackFilename: filename }),
      ),
  });
}

/** The PDFs of the chosen documents in one zip; they count as opened. */
export function useDownloadBillingZip() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async (documentIds: readonly string[]) =>
      saveFile(
        await downloadApiFile(billingZipContract, {
          query: { documentIds: documentIds.join(',') },
          fallbackFilename: `fatture-${romeToday()}.zip`,
        }),
      ),
    onSettled: refresh,
  });
}

/** The filtered list as an Excel workbook. */
export function useExportBillingList() {
  return useMutation({
    mutationFn: async (filter: BillingFilterQuery) =>
      saveFile(
        await downloadApiFile(myBillingExportContract, {
          query: filter,
          fallbackFilename: `fatture-${romeToday()}.xlsx`,
        }),
      ),
  });
}
