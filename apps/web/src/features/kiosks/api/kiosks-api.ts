import {
  kioskAlertSettingsContract,
  kioskListContract,
  kioskRoomOptionsContract,
  kioskStatisticsContract,
  newKioskContract,
  replaceKioskKeyContract,
  revokeKioskContract,
  saveKioskAlertSettingsContract,
  type KioskAlertSettingsInput,
  type KioskStatisticsQuery,
  type NewKiosk,
} from '@portale/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Every cached read of the area. */
export const kiosksQueryKey = ['kiosks'] as const;

export function useKioskStatistics(query: KioskStatisticsQuery) {
  return useQuery({
    queryKey: [...kiosksQueryKey, 'statistics', query],
    queryFn: ({ signal }) => callApi(kioskStatisticsContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useKioskList(siteCode: string | undefined) {
  return useQuery({
    queryKey: [...kiosksQueryKey, 'list', siteCode ?? null],
    queryFn: ({ signal }) => callApi(kioskListContract, { query: { siteCode }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useKioskRooms(siteCode: string | undefined) {
  return useQuery({
    queryKey: [...kiosksQueryKey, 'rooms', siteCode],
    queryFn: ({ signal }) => callApi(kioskRoomOptionsContract, { params: { siteCode: siteCode! }, signal }),
    enabled: siteCode !== undefined,
  });
}

export function useKioskAlertSettings(siteCode: string | undefined) {
  return useQuery({
    queryKey: [...kiosksQueryKey, 'alert-settings', siteCode],
    queryFn: ({ signal }) => callApi(kioskAlertSettingsContract, { params: { siteCode: siteCode! }, signal }),
    enabled: siteCode !== undefined,
  });
}

/** Installing, a new key or revoking: the lists are read again. */
export function useKioskActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: [...kiosksQueryKey, 'list'] });
  return {
    create: useMutation({
      mutationFn: (body: NewKiosk) => callApi(newKioskContract, { body }),
      onSuccess: refresh,
    }),
    replaceKey: useMutation({
      mutationFn: (kioskId: number) => callApi(replaceKioskKeyContract, { params: { kioskId } }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (kioskId: number) => callApi(revokeKioskContract, { params: { kioskId } }),
      onSuccess: refresh,
    }),
  };
}

export function useSaveKioskAlertSettings(siteCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KioskAlertSettingsInput) =>
      callApi(saveKioskAlertSettingsContract, { params: { siteCode }, body }),
    onSuccess: (settings) => client.setQueryData([...kiosksQueryKey, 'alert-settings', siteCode], settings),
  });
}
