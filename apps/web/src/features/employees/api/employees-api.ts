import {
  attendanceContract,
  attendanceExportContract,
  coverageContract,
  employeeDetailContract,
  employeeFiltersContract,
  employeeListContract,
  employeePhotoContract,
  hubNotifyNames,
  onSiteContract,
  saveEmployeePhotoContract,
  type AttendanceFilter,
  type AttendanceQuery,
  type CoverageQuery,
  type EmployeeListQuery,
} from '@portale/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { downloadApiFile, saveFile, uploadApiFile } from '../../../lib/api-files.ts';
import { hubEvents } from '../../../lib/event-bus.ts';

/** Every cached read of the area. */
export const employeesQueryKey = ['employees'] as const;
const onSiteKey = [...employeesQueryKey, 'on-site'] as const;

export function useEmployeeList(query: EmployeeListQuery) {
  return useQuery({
    queryKey: [...employeesQueryKey, 'list', query],
    queryFn: ({ signal }) => callApi(employeeListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The people matching the words typed, for the stampings' person filter (the first 20). */
export function useEmployeeOptions(search: string) {
  return useQuery({
    queryKey: [...employeesQueryKey, 'options', search],
    queryFn: ({ signal }) =>
      callApi(employeeListContract, { query: { query: search || undefined, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The qualifications and sites of the people within reach, for the filters. */
export function useEmployeeFilters() {
  return useQuery({
    queryKey: [...employeesQueryKey, 'filters'],
    queryFn: ({ signal }) => callApi(employeeFiltersContract, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useEmployeeDetail(employeeId: number) {
  return useQuery({
    queryKey: [...employeesQueryKey, 'detail', employeeId],
    queryFn: ({ signal }) => callApi(employeeDetailContract, { params: { employeeId }, signal }),
  });
}

export function useCoverage(query: CoverageQuery) {
  return useQuery({
    queryKey: [...employeesQueryKey, 'coverage', query],
    queryFn: ({ signal }) => callApi(coverageContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The days of stampings; `enabled` false asks nothing (a month still to come). */
export function useAttendance(query: AttendanceQuery, enabled = true) {
  return useQuery({
    queryKey: [...employeesQueryKey, 'attendance', query],
    queryFn: ({ signal }) => callApi(attendanceContract, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The same days as an Excel file, handed to the browser. */
export function useExportAttendance() {
  return useMutation({
    mutationFn: async (filter: AttendanceFilter) =>
      saveFile(
        await downloadApiFile(attendanceExportContract, {
          query: filter,
          fallbackFilename: `timbrature-${filter.from}-${filter.to}.xlsx`,
        }),
      ),
  });
}

export function useOnSite(siteCode: string | undefined) {
  return useQuery({
    queryKey: [...onSiteKey, siteCode ?? null],
    queryFn: ({ signal }) => callApi(onSiteContract, { query: { siteCode }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * While a page of stampings is open: when the hub says new stampings arrived (StampingsArrived), who is
 * on site is read again at once, and the days of stampings on their next showing.
 */
export function useStampingsArrived() {
  const client = useQueryClient();
  useEffect(
    () =>
      hubEvents.on(hubNotifyNames.stampingsArrived, () => {
        void client.invalidateQueries({ queryKey: onSiteKey });
        void client.invalidateQueries({
          queryKey: [...employeesQueryKey, 'attendance'],
          refetchType: 'none',
        });
      }),
    [client],
  );
}

/** The query key of a person's photo as `useApiImageUrl` keeps it. */
export const employeePhotoParams = (employeeId: number) => ({ employeeId: String(employeeId) });

/** Staff's new photo of a person: the person and their photo are read again. */
export function useSaveEmployeePhoto(employeeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadApiFile(saveEmployeePhotoContract, file, { params: { employeeId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: employeesQueryKey }),
        client.invalidateQueries({
          queryKey: ['api-image', employeePhotoContract.path, employeePhotoParams(employeeId)],
        }),
      ]),
  });
}
