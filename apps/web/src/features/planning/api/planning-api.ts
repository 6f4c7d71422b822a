import {
  planContract,
  plannedServiceListContract,
  type PlannedServiceListQuery,
  type PlanQuery,
} from '@portale/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Every cached read of the area: a write clears them all. */
export const planningQueryKey = ['planning'] as const;

export function usePlannedServices(query: Partial<PlannedServiceListQuery>) {
  return useQuery({
    queryKey: [...planningQueryKey, 'services', query],
    queryFn: ({ signal }) => callApi(plannedServiceListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The plan of the range shown; the previous range stays on screen while the next one loads. */
export function usePlan(query: PlanQuery, enabled = true) {
  return useQuery({
    queryKey: [...planningQueryKey, 'plan', query],
    queryFn: ({ signal }) => callApi(planContract, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
