import { customerCodePattern, siteListFilteredAssociationsContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { usersAdminQueryKey } from './query-keys.ts';

/** The most sites the picker lists (the API's largest page); the picker says when a customer has more. */
export const customerSitesLimit = 500;

export function fetchCustomerSites(customerCode: string, signal?: AbortSignal) {
  return callApi(siteListFilteredAssociationsContract, {
    query: { clientCode: customerCode, page: 1, pageSize: customerSitesLimit },
    signal,
  });
}

export const customerSitesQueryOptions = (customerCode: string) =>
  queryOptions({
    queryKey: [...usersAdminQueryKey, 'customer-sites', customerCode],
    queryFn: ({ signal }) => fetchCustomerSites(customerCode, signal),
    staleTime: 60_000,
  });

/**
 * Every site of a customer (published or not), with the customer's name: what a customer user may be
 * limited to. Asked only for a well-formed customer code.
 */
export function useCustomerSites(customerCode: string) {
  return useQuery({
    ...customerSitesQueryOptions(customerCode),
    enabled: customerCodePattern.test(customerCode),
  });
}
