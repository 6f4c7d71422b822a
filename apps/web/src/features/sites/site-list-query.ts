import { siteSorts, type MySiteFilterQuery, type MySiteListQuery, type SiteSort } from '@portale/shared';
import { parseSortOption, sortOptions, type SortLabels } from '../../lib/sort-options.ts';
import {
  siteListPageSize,
  siteMapPageSize,
  type SiteListSearch,
  type SiteListView,
} from './site-list-search.ts';

/** The filter and order of the address bar, shared by the list, the map and the Excel export. */
export function toSiteFilter(search: SiteListSearch): MySiteFilterQuery {
  return {
    query: search.query || undefined,
    status: search.status,
    jobTaskId: search.jobTaskId || undefined,
    sortBy: search.sortBy ?? 'name',
    sortDirection: search.sortDirection ?? 'asc',
  };
}

/** The API query of the list (one page) or of the map (every result, up to the largest page). */
export function toMySiteListQuery(search: SiteListSearch, view: SiteListView): MySiteListQuery {
  return view === 'map'
    ? { ...toSiteFilter(search), page: 1, pageSize: siteMapPageSize }
    : { ...toSiteFilter(search), page: search.page ?? 1, pageSize: siteListPageSize };
}

export const hasSiteFilters = (search: SiteListSearch): boolean =>
  Boolean(search.query || search.status || search.jobTaskId);

const sortLabels: SortLabels<SiteSort> = {
  name: { label: 'Nome', asc: 'A-Z', desc: 'Z-A' },
  jobOrder: { label: 'Commessa', asc: 'A-Z', desc: 'Z-A' },
  lastService: { label: 'Ultimo servizio', asc: 'dal meno recente', desc: 'dal più recente' },
};

/** Every order of the list for the sort menu: `field:direction` values with Italian labels. */
export const siteSortOptions = sortOptions(siteSorts, sortLabels);

export const parseSiteSortOption = (value: string): Pick<SiteListSearch, 'sortBy' | 'sortDirection'> =>
  parseSortOption(value, siteSorts, 'name');
