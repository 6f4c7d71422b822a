import {
  completeQualityControlContract,
  qualityControlDetailContract,
  qualityControlListContract,
  qualityStatisticsContract,
  type QualityStatisticsQuery,
  recordQualityVotesContract,
  startQualityControlContract,
  type NewQualityControl,
  type QualityControlListQuery,
  type QualityVotes,
} from '@portale/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Every cached read of the area. */
export const qualityQueryKey = ['quality'] as const;
export const qualityControlQueryKey = (controlId: number) =>
  [...qualityQueryKey, 'control', controlId] as const;

export function useQualityControlList(query: Partial<QualityControlListQuery>) {
  return useQuery({
    queryKey: [...qualityQueryKey, 'controls', query],
    queryFn: ({ signal }) => callApi(qualityControlListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useQualityControl(controlId: number) {
  return useQuery({
    queryKey: qualityControlQueryKey(controlId),
    queryFn: ({ signal }) => callApi(qualityControlDetailContract, { params: { controlId }, signal }),
  });
}

/** Staff start a control: the rooms are drawn by the API; the lists are read again. */
export function useStartQualityControl() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewQualityControl) => callApi(startQualityControlContract, { body }),
    onSuccess: (control) => {
      client.setQueryData(qualityControlQueryKey(control.id), control);
      return client.invalidateQueries({ queryKey: [...qualityQueryKey, 'controls'] });
    },
  });
}

/**
 * Votes sent in a batch; the answer (the control with its working) replaces the page's copy. Sent even
 * when the browser says it is offline ('always'): the page's queue keeps what fails and sends it again,
 * where a mutation paused by TanStack Query would be lost with the tab.
 */
export function useRecordQualityVotes(controlId: number) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: QualityVotes) => callApi(recordQualityVotesContract, { params: { controlId }, body }),
    onSuccess: (control) => client.setQueryData(qualityControlQueryKey(controlId), control),
  });
}

export function useCompleteQualityControl(controlId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(completeQualityControlContract, { params: { controlId } }),
    onSuccess: (control) => {
      client.setQueryData(qualityControlQueryKey(controlId), control);
      return client.invalidateQueries({ queryKey: [...qualityQueryKey, 'controls'] });
    },
  });
}

export function useQualityStatistics(query: QualityStatisticsQuery) {
  return useQuery({
    queryKey: [...qualityQueryKey, 'statistics', query],
    queryFn: ({ signal }) => callApi(qualityStatisticsContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
