import { siteComplianceContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sitesQueryKey } from './query-keys.ts';

export const siteComplianceQueryOptions = (siteCode: string) =>
  queryOptions({
    queryKey: [...sitesQueryKey, 'compliance', siteCode],
    queryFn: ({ signal }) => callApi(siteComplianceContract, { params: { siteCode }, signal }),
  });

/** The site's checklist: the document categories its job order requires, each present or not. */
export function useSiteCompliance(siteCode: string) {
  return useQuery(siteComplianceQueryOptions(siteCode));
}
