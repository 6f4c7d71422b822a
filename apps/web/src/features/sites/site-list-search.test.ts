import { describe, expect, it } from 'vitest';
import {
  hasSiteFilters,
  parseSiteSortOption,
  siteSortOptions,
  toMySiteListQuery,
} from './site-list-query.ts';
import { siteListSearchSchema } from './site-list-search.ts';

describe('siteListSearchSchema', () => {
  it('keeps what makes sense and drops the rest instead of failing', () => {
    expect(
      siteListSearchSchema.parse({
        query: ' padiglione ',
        status: 'extended',
        sortBy: 'nowhere',
        sortDirection: 'sideways',
        page: -3,
        view: 'map',
      }),
    ).toEqual({ query: 'padiglione', status: 'extended', view: 'map' });
  });
});

describe('toMySiteListQuery', () => {
  it('asks one page of the list, by name by default', () => {
    expect(toMySiteListQuery({ page: 3, query: '' }, 'list')).toEqual({
      query: undefined,
      status: undefined,
      jobTaskId: undefined,
      sortBy: 'name',
      sortDirection: 'asc',
      page: 3,
      pageSize: 20,
    });
  });

  it('asks every result for the map, with the same filter and order', () => {
    const search = { status: 'active', jobTaskId: 'C2024-0001', sortBy: 'lastService', page: 4 } as const;
    expect(toMySiteListQuery(search, 'map')).toMatchObject({
      status: 'active',
      jobTaskId: 'C2024-0001',
      sortBy: 'lastService',
      page: 1,
      pageSize: 500,
    });
  });
});

describe('sort options', () => {
  it('offers each of the three sorts in both directions and reads them back', () => {
    expect(siteSortOptions.map((option) => option.value)).toEqual([
      'name:asc',
      'name:desc',
      'jobOrder:asc',
      'jobOrder:desc',
      'lastService:asc',
      'lastService:desc',
    ]);
    expect(parseSiteSortOption('lastService:desc')).toEqual({ sortBy: 'lastService', sortDirection: 'desc' });
    expect(parseSiteSortOption('bogus')).toEqual({ sortBy: 'name', sortDirection: 'asc' });
  });
});

describe('hasSiteFilters', () => {
  it('is true only when a search, a status or a job order narrows the list', () => {
    expect(hasSiteFilters({ sortBy: 'jobOrder', page: 2, view: 'map' })).toBe(false);
    expect(hasSiteFilters({ status: 'closed' })).toBe(true);
  });
});
