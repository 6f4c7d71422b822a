import { billingJobOrderOptionsContract } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { billingQueryKey } from './query-keys.ts';

export const billingJobOrdersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...billingQueryKey, 'job-orders', search],
    queryFn: ({ signal }) =>
      callApi(billingJobOrderOptionsContract, { query: { search: search || undefined }, signal }),
    staleTime: 60_000,
  });

/** The job orders a document may be published for, searched by code, description or customer. */
export function useBillingJobOrders(search: string) {
  return useQuery({ ...billingJobOrdersQueryOptions(search), placeholderData: keepPreviousData });
}
