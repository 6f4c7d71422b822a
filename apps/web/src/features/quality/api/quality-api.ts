import {
  qualityControlDetailContract,
  qualityControlListContract,
  type QualityControlListQuery,
} from '@portale/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Every cached read of the area. */
export const qualityQueryKey = ['quality'] as const;

export function useQualityControlList(query: Partial<QualityControlListQuery>) {
  return useQuery({
    queryKey: [...qualityQueryKey, 'controls', query],
    queryFn: ({ signal }) => callApi(qualityControlListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useQualityControl(controlId: number) {
  return useQuery({
    queryKey: [...qualityQueryKey, 'control', controlId],
    queryFn: ({ signal }) => callApi(qualityControlDetailContract, { params: { controlId }, signal }),
  });
}
