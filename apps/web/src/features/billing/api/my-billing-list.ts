import { myBillingListContract, type BillingListQueryInput } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { billingQueryKey } from './query-keys.ts';

export const myBillingListQueryOptions = (query: BillingListQueryInput) =>
  queryOptions({
    queryKey: [...billingQueryKey, 'mine', query],
    queryFn: ({ signal }) => callApi(myBillingListContract, { query, signal }),
  });

/** One page of the customer's invoices and credit notes with the totals of the filtered list. */
export function useMyBillingList(query: BillingListQueryInput) {
  return useQuery({ ...myBillingListQueryOptions(query), placeholderData: keepPreviousData });
}
