import { firstAccessInfoContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function fetchFirstAccessInfo(code: string, signal?: AbortSignal) {
  return callApi(firstAccessInfoContract, { params: { securitycode: code }, signal });
}

/** Who is enabling the account with this activation code; a refused code is not asked again. */
export const firstAccessInfoQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['account', 'first-access', code],
    queryFn: ({ signal }) => fetchFirstAccessInfo(code, signal),
    enabled: code !== '',
    retry: false,
    staleTime: Infinity,
  });

export function useFirstAccessInfo(code: string) {
  return useQuery(firstAccessInfoQueryOptions(code));
}
