import {
  createSiteClosureContract,
  deleteOccurrenceRecordContract,
  deleteScheduleChangeContract,
  deleteServiceScheduleContract,
  deleteSiteClosureContract,
  putOccurrenceRecordContract,
  putScheduleChangeContract,
  putServiceScheduleContract,
  siteClosureListContract,
  type NewSiteClosure,
  type OccurrenceRecordInput,
  type ScheduleChangeInput,
  type ScheduleInput,
} from '@portale/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { planningQueryKey } from './planning-api.ts';

/** A write of the plan: every list and range of the area is read again, since any may show it. */
function usePlanningWrite<T>(send: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: planningQueryKey }),
  });
}

export const useSaveSchedule = (siteServiceId: number) =>
  usePlanningWrite((body: ScheduleInput) =>
    callApi(putServiceScheduleContract, { params: { siteServiceId }, body }),
  );

export const useRemoveSchedule = (siteServiceId: number) =>
  usePlanningWrite(() => callApi(deleteServiceScheduleContract, { params: { siteServiceId } }));

export function useSiteClosures(siteCode: string) {
  return useQuery({
    queryKey: [...planningQueryKey, 'closures', siteCode],
    queryFn: ({ signal }) => callApi(siteClosureListContract, { params: { siteCode }, signal }),
  });
}

export const useAddClosure = (siteCode: string) =>
  usePlanningWrite((body: NewSiteClosure) =>
    callApi(createSiteClosureContract, { params: { siteCode }, body }),
  );

export const useRemoveClosure = () =>
  usePlanningWrite((closureId: number) => callApi(deleteSiteClosureContract, { params: { closureId } }));

type Day = { siteServiceId: number; ruleDate: string };

export const useChangeDay = () =>
  usePlanningWrite(({ body, ...params }: Day & { body: ScheduleChangeInput }) =>
    callApi(putScheduleChangeContract, { params, body }),
  );

export const useUndoDayChange = () =>
  usePlanningWrite((params: Day) => callApi(deleteScheduleChangeContract, { params }));

export const useRecordDay = () =>
  usePlanningWrite(({ body, ...params }: Day & { body: OccurrenceRecordInput }) =>
    callApi(putOccurrenceRecordContract, { params, body }),
  );

export const useClearDayRecord = () =>
  usePlanningWrite((params: Day) => callApi(deleteOccurrenceRecordContract, { params }));
