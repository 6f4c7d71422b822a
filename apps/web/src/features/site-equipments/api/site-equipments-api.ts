import {
  deleteEquipmentDocumentContract,
  equipmentDetailContract,
  equipmentDocumentContract,
  equipmentFiltersContract,
  equipmentLabelsContract,
  equipmentListContract,
  equipmentRoomOptionsContract,
  moveEquipmentContract,
  newEquipmentContract,
  newEquipmentLogEntryContract,
  replaceEquipmentQrCodeContract,
  retireEquipmentContract,
  revokeEquipmentQrCodeContract,
  updateEquipmentContract,
  uploadEquipmentDocumentContract,
  type EquipmentDetail,
  type EquipmentDocument,
  type EquipmentFieldsInput,
  type LabelSheetFormat,
  type moveEquipmentSchema,
  type newEquipmentLogEntrySchema,
  type newEquipmentSchema,
  type retireEquipmentSchema,
} from '@portale/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { downloadApiFile, saveFile, uploadApiForm } from '../../../lib/api-files.ts';
import type { EquipmentListRequest } from '../site-equipments-query.ts';

/** Every cached read of the area, the dashboard's figures included. */
export const siteEquipmentsQueryKey = ['site-equipments'] as const;

export function useEquipmentList(query: EquipmentListRequest) {
  return useQuery({
    queryKey: [...siteEquipmentsQueryKey, 'list', query],
    queryFn: ({ signal }) => callApi(equipmentListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The sites with equipment within reach, for the list's filter. */
export function useEquipmentFilters() {
  return useQuery({
    queryKey: [...siteEquipmentsQueryKey, 'filters'],
    queryFn: ({ signal }) => callApi(equipmentFiltersContract, { signal }),
    staleTime: 5 * 60_000,
  });
}

export const equipmentDetailKey = (siteEquipmentId: number) =>
  [...siteEquipmentsQueryKey, 'detail', siteEquipmentId] as const;

export function useEquipmentDetail(siteEquipmentId: number) {
  return useQuery({
    queryKey: equipmentDetailKey(siteEquipmentId),
    queryFn: ({ signal }) => callApi(equipmentDetailContract, { params: { siteEquipmentId }, signal }),
  });
}

/** Staff: the rooms of a site's registry, for the location's picker; nothing asked without a site. */
export function useEquipmentRooms(siteCode: string | undefined) {
  return useQuery({
    queryKey: [...siteEquipmentsQueryKey, 'rooms', siteCode ?? null],
    queryFn: ({ signal }) =>
      callApi(equipmentRoomOptionsContract, { query: { siteCode: siteCode ?? '' }, signal }),
    enabled: Boolean(siteCode),
    staleTime: 5 * 60_000,
  });
}

/**
 * After a change the answer is the piece of equipment as it is now: its page shows it at once, and the
 * lists and the dashboard's figures are read again.
 */
function useRefreshAfterChange() {
  const client = useQueryClient();
  return async (detail: EquipmentDetail) => {
    client.setQueryData(equipmentDetailKey(detail.id), detail);
    await client.invalidateQueries({
      queryKey: siteEquipmentsQueryKey,
      predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== detail.id,
    });
  };
}

export type MoveEquipmentInput = z.input<typeof moveEquipmentSchema>;
export type RetireEquipmentInput = z.input<typeof retireEquipmentSchema>;
export type NewLogEntryInput = z.input<typeof newEquipmentLogEntrySchema>;
export type NewEquipmentInput = z.input<typeof newEquipmentSchema>;

export function useNewEquipment() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: NewEquipmentInput) => callApi(newEquipmentContract, { body }),
    onSuccess: refresh,
  });
}

/** Staff's changes to one piece of equipment, each answering with it as it is now. */
export function useEquipmentActions(siteEquipmentId: number) {
  const refresh = useRefreshAfterChange();
  const params = { siteEquipmentId };
  return {
    update: useMutation({
      mutationFn: (body: EquipmentFieldsInput) => callApi(updateEquipmentContract, { params, body }),
      onSuccess: refresh,
    }),
    move: useMutation({
      mutationFn: (body: MoveEquipmentInput) => callApi(moveEquipmentContract, { params, body }),
      onSuccess: refresh,
    }),
    retire: useMutation({
      mutationFn: (body: RetireEquipmentInput) => callApi(retireEquipmentContract, { params, body }),
      onSuccess: refresh,
    }),
    addLogEntry: useMutation({
      mutationFn: (body: NewLogEntryInput) => callApi(newEquipmentLogEntryContract, { params, body }),
      onSuccess: refresh,
    }),
    uploadDocument: useMutation({
      mutationFn: ({
        file,
        data,
        onProgress,
      }: {
        file: File;
        data: { kind: EquipmentDocument['kind']; title: string };
        onProgress?: (fraction: number) => void;
      }) => uploadApiForm(uploadEquipmentDocumentContract, documentForm(file, data), { params, onProgress }),
      onSuccess: refresh,
    }),
    deleteDocument: useMutation({
      mutationFn: (documentId: string) =>
        callApi(deleteEquipmentDocumentContract, { params: { siteEquipmentId, documentId } }),
      onSuccess: refresh,
    }),
    replaceQrCode: useMutation({
      mutationFn: () => callApi(replaceEquipmentQrCodeContract, { params }),
      onSuccess: refresh,
    }),
    revokeQrCode: useMutation({
      mutationFn: () => callApi(revokeEquipmentQrCodeContract, { params }),
      onSuccess: refresh,
    }),
  };
}

/** The multipart form of a document: its kind and title as JSON (part `data`), then the file. */
export function documentForm(file: File, data: { kind: string; title: string }): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('file', file, file.name);
  return form;
}

/** A document of a piece of equipment, handed to the browser under its own name. */
export function useDownloadEquipmentDocument(siteEquipmentId: number) {
  return useMutation({
    mutationFn: async (document: EquipmentDocument) =>
      saveFile(
        await downloadApiFile(equipmentDocumentContract, {
          params: { siteEquipmentId, documentId: document.id },
          fallbackFilename: document.filename,
        }),
      ),
  });
}

export type LabelSheetRequest = { ids: readonly number[]; format: LabelSheetFormat; start: number };

/** The labels of the equipment chosen, as a PDF of A4 sheets from the first free label. */
export function usePrintEquipmentLabels() {
  return useMutation({
    mutationFn: async ({ ids, format, start }: LabelSheetRequest) =>
      saveFile(
        await downloadApiFile(equipmentLabelsContract, {
          query: { ids: ids.join(','), format, start },
          fallbackFilename: ids.length === 1 ? 'etichetta.pdf' : 'etichette.pdf',
        }),
      ),
  });
}
