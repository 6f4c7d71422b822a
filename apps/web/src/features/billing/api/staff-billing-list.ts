import { staffBillingListContract, type StaffBillingListQueryInput } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { billingQueryKey } from './query-keys.ts';

export const staffBillingListQueryOptions = (query: StaffBillingListQueryInput) =>
  queryOptions({
    queryKey: [...billingQueryKey, 'staff', query],
    queryFn: ({ signal }) => callApi(staffBillingListContract, { query, signal }),
  });

/** One page of every customer's invoices and credit notes (back office). */
export function useStaffBillingList(query: StaffBillingListQueryInput) {
  return useQuery({ ...staffBillingListQueryOptions(query), placeholderData: keepPreviousData });
}
