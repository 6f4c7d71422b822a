import {
  hubNotifyNames,
  qualityReportFileContract,
  qualityReportJobOrdersContract,
  qualityReportListContract,
  qualityReportProgressSchema,
  requestQualityReportContract,
  type NewQualityReport,
  type QualityReportListQuery,
  type QualityReportListResult,
} from '@portale/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { downloadApiFile, saveFile } from '../../../lib/api-files.ts';
import { hubEvents } from '../../../lib/event-bus.ts';
import { qualityQueryKey } from './quality-api.ts';

const reportsKey = [...qualityQueryKey, 'reports'] as const;

/** While a report of the page is queued or running, the list is read again every few seconds. */
const pollWhileDrawingMs = 4_000;

export function useQualityReportList(query: Partial<QualityReportListQuery>) {
  return useQuery({
    queryKey: [...reportsKey, 'list', query],
    queryFn: ({ signal }) => callApi(qualityReportListContract, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.data.some((report) => report.state === 'queued' || report.state === 'running')
        ? pollWhileDrawingMs
        : false,
  });
}

/**
 * The progress the hub pushes (QualityReportProgress) moves the bar of the list's report at once; a
 * report that ends is read again with the list (its size, its state).
 */
export function useQualityReportProgress() {
  const client = useQueryClient();
  useEffect(
    () =>
      hubEvents.on(hubNotifyNames.qualityReportProgress, (payload) => {
        const event = qualityReportProgressSchema.safeParse(payload);
        if (!event.success) return;
        const { reportId, state, progressPercent } = event.data;
        client.setQueriesData<QualityReportListResult>({ queryKey: [...reportsKey, 'list'] }, (list) =>
          list
            ? {
                ...list,
                data: list.data.map((report) =>
                  report.id === reportId ? { ...report, state, progressPercent } : report,
                ),
              }
            : list,
        );
        if (state === 'ready' || state === 'failed')
          void client.invalidateQueries({ queryKey: [...reportsKey, 'list'] });
      }),
    [client],
  );
}

export function useReportJobOrders(search: string) {
  return useQuery({
    queryKey: [...reportsKey, 'job-orders', search],
    queryFn: ({ signal }) =>
      callApi(qualityReportJobOrdersContract, { query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useRequestQualityReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewQualityReport) => callApi(requestQualityReportContract, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...reportsKey, 'list'] }),
  });
}

export function useDownloadQualityReport() {
  return useMutation({
    mutationFn: async (reportId: number) =>
      saveFile(
        await downloadApiFile(qualityReportFileContract, {
          params: { reportId },
          fallbackFilename: `rapporto-qualita-${reportId}.pdf`,
        }),
      ),
  });
}
