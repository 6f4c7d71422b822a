import { roomImportRunsContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { roomsImportQueryKey } from './query-keys.ts';

/** How many of a site's past imports the page lists. */
const recentImportsShown = 10;

export const recentImportsQueryOptions = (siteCode: string) =>
  queryOptions({
    queryKey: [...roomsImportQueryKey, 'recent', siteCode],
    queryFn: ({ signal }) =>
      callApi(roomImportRunsContract, { query: { siteCode, limit: recentImportsShown }, signal }),
  });

/** A site's latest imports, dry runs and applied, newest first. */
export const useRecentImports = (siteCode: string) => useQuery(recentImportsQueryOptions(siteCode));
