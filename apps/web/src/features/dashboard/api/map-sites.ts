import { queryOptions } from '@tanstack/react-query';
import { fetchMySites } from '../../../lib/api/my-sites.ts';

/** The user's sites for the dashboard's map: one page of up to 500, with their status and position. */
export const mapSitesQueryOptions = queryOptions({
  queryKey: ['dashboard', 'map-sites'],
  queryFn: ({ signal }) => fetchMySites({ pageSize: 500 }, signal),
});
