import {
  equipmentReportContract,
  publicEquipmentContract,
  publicEquipmentDocumentContract,
  type EquipmentReport,
  type PublicEquipment,
} from '@portale/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { downloadApiFile, saveFile, uploadApiForm } from '../../../lib/api-files.ts';

/** The label's page: the equipment, or that the label was replaced. */
export function fetchPublicEquipment(qrCodeId: string, signal?: AbortSignal) {
  return callApi(publicEquipmentContract, { params: { qrCodeId }, signal });
}

/** Asked again only when no answer came: a 404 or a 429 would not change a moment later. */
const retryWithoutAnswer = (failureCount: number, error: unknown) =>
  failureCount < 2 && error instanceof ApiError && (error.status >= 500 || error.status === 0);

export const publicEquipmentQueryOptions = (qrCodeId: string) =>
  queryOptions({
    queryKey: ['site-equipments-public', qrCodeId],
    queryFn: ({ signal }) => fetchPublicEquipment(qrCodeId, signal),
    retry: retryWithoutAnswer,
  });

export function usePublicEquipment(qrCodeId: string) {
  return useQuery(publicEquipmentQueryOptions(qrCodeId));
}

type PublicDocument = PublicEquipment['documents'][number];

/** A safety document, downloaded by the label's code and handed to the browser under its name. */
export function useDownloadPublicDocument(qrCodeId: string) {
  return useMutation({
    mutationFn: async (document: PublicDocument) =>
      saveFile(
        await downloadApiFile(publicEquipmentDocumentContract, {
          params: { qrCodeId, documentId: document.id },
          fallbackFilename: `${document.title}.pdf`,
        }),
      ),
  });
}

/** What the report form sends: its checked fields, the photo if one was chosen, and how far the upload is. */
export type ReportSending = {
  report: EquipmentReport;
  photo: File | null;
  onProgress?: (fraction: number) => void;
};

/**
 * A problem reported from the label: multipart, the JSON part `data` and the photo as the file part
 * `photo`; the answer is the ticket's code.
 */
export function sendEquipmentReport(
  qrCodeId: string,
  { report, photo, onProgress }: ReportSending,
): Promise<{ ticketCode: string }> {
  const form = new FormData();
  form.append('data', JSON.stringify(report));
  if (photo) form.append('photo', photo, photo.name);
  return uploadApiForm(equipmentReportContract, form, { params: { qrCodeId }, onProgress });
}
