import {
  acceptVariationContract,
  roomCatalogueContract,
  roomDetailsContract,
  roomOpenPeriodsContract,
  siteRoomsContract,
  type RoomFacts,
  createVariationContract,
  myVariationListContract,
  rejectVariationContract,
  takeVariationInChargeContract,
  updateVariationContract,
  variationDetailContract,
  variationPreviewContract,
  variationQueueContract,
  variationSiteOptionsContract,
  withdrawVariationContract,
  type StaffVariationListQueryInput,
  type VariationListQueryInput,
  type VariationRequestInput,
} from '@portale/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Every cached read of the area, cleared after each change. */
export const variationsQueryKey = ['variations'] as const;

export function useVariationList(query: StaffVariationListQueryInput, staff: boolean) {
  return useQuery({
    queryKey: [...variationsQueryKey, staff ? 'queue' : 'mine', query],
    queryFn: ({ signal }) =>
      staff
        ? callApi(variationQueueContract, { query, signal })
        : callApi(myVariationListContract, { query: query as VariationListQueryInput, signal }),
    placeholderData: keepPreviousData,
  });
}

export const variationDetailQueryOptions = (variationId: number) =>
  queryOptions({
    queryKey: [...variationsQueryKey, 'detail', variationId],
    queryFn: ({ signal }) => callApi(variationDetailContract, { params: { variationId }, signal }),
  });

export function useVariationDetail(variationId: number) {
  return useQuery(variationDetailQueryOptions(variationId));
}

export function useVariationSiteOptions() {
  return useQuery({
    queryKey: [...variationsQueryKey, 'site-options'],
    queryFn: ({ signal }) => callApi(variationSiteOptionsContract, { signal }),
    staleTime: 60_000,
  });
}

/** The fee before and after the draft, asked when the form is complete. */
export function useVariationPreview(
  request: VariationRequestInput | null,
  excludedVariationId: number | null,
) {
  return useQuery({
    queryKey: [...variationsQueryKey, 'preview', request, excludedVariationId],
    queryFn: ({ signal }) =>
      callApi(variationPreviewContract, {
        body: { request: request as VariationRequestInput, excludedVariationId },
        signal,
      }),
    enabled: request !== null,
    retry: false,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: variationsQueryKey });
}

export function useSaveVariation(variationId: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: VariationRequestInput) =>
      variationId === null
        ? callApi(createVariationContract, { body })
        : callApi(updateVariationContract, { params: { variationId }, body }),
    onSuccess: refresh,
  });
}

export function useVariationDecision(variationId: number) {
  const refresh = useRefresh();
  const params = { variationId };
  return {
    withdraw: useMutation({
      mutationFn: () => callApi(withdrawVariationContract, { params }),
      onSuccess: refresh,
    }),
    takeInCharge: useMutation({
      mutationFn: () => callApi(takeVariationInChargeContract, { params }),
      onSuccess: refresh,
    }),
    accept: useMutation({
      mutationFn: (reason: string) => callApi(acceptVariationContract, { params, body: { reason } }),
      onSuccess: refresh,
    }),
    reject: useMutation({
      mutationFn: (reason: string) => callApi(rejectVariationContract, { params, body: { reason } }),
      onSuccess: refresh,
    }),
  };
}

/** The site's rooms on a day (the form's room picker), and the registry's categories and frequencies. */
export function useSiteRooms(siteCode: string | null, day: string | undefined) {
  return useQuery({
    queryKey: [...variationsQueryKey, 'rooms', siteCode, day],
    queryFn: ({ signal }) =>
      callApi(siteRoomsContract, { params: { siteCode: siteCode ?? '' }, query: { date: day }, signal }),
    enabled: siteCode !== null,
    staleTime: 60_000,
  });
}

export function useRoomCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: [...variationsQueryKey, 'catalogue'],
    queryFn: ({ signal }) => callApi(roomCatalogueContract, { signal }),
    enabled,
    staleTime: 300_000,
  });
}

/**
 * The facts SPEC.md section 5's rules need of the rooms on the first day, from the room calls with the
 * pending requests counted and the edited one left out, as the API checks them.
 */
export async function fetchRoomFacts(
  siteCode: string,
  roomIds: readonly number[],
  dateFrom: string,
  excludedVariationId: number | null,
): Promise<Map<number, RoomFacts>> {
  const pairs = roomIds.map((roomId) => ({ roomId, date: dateFrom }));
  const query = excludedVariationId === null ? {} : { excludedVariationId };
  const [details, periods] = await Promise.all([
    callApi(roomDetailsContract, { body: pairs, query }),
    callApi(roomOpenPeriodsContract, { body: pairs, query }),
  ]);
  return new Map(
    roomIds.map((roomId) => {
      const detail = details[String(roomId)]?.[dateFrom];
      return [
        roomId,
        {
          roomId,
          siteCode,
          name: detail?.roomName ?? String(roomId),
          existsOnFrom: detail !== undefined,
          openPeriods: periods[String(roomId)]?.[dateFrom] ?? [],
        },
      ];
    }),
  );
}
