import { siteComplianceContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

/** Every cached checklist starts with this key. */
export const siteComplianceQueryKey = ['site-compliance'] as const;

export const siteComplianceQueryOptions = (siteCode: string) =>
  queryOptions({
    queryKey: [...siteComplianceQueryKey, siteCode],
    queryFn: ({ signal }) => callApi(siteComplianceContract, { params: { siteCode }, signal }),
  });

/**
 * A site's checklist: the document categories its job order requires, each present or not (a site's
 * documents tab, and the checklist page the dashboard's documents card links to).
 */
export function useSiteCompliance(siteCode: string) {
  return useQuery(siteComplianceQueryOptions(siteCode));
}
