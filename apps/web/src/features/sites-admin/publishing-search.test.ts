import { describe, expect, it } from 'vitest';
import {
  countPublishingFilters,
  parsePublishingSortOption,
  publishingSortOptions,
  publishingSortValue,
  toSitesForPublishingQuery,
} from './publishing-list-query.ts';
import { publishingSearchSchema } from './publishing-search.ts';

describe('toSitesForPublishingQuery', () => {
  it('sends every filter of the address bar, booleans as the API reads them', () => {
    expect(
      toSitesForPublishingQuery({
        query: 'padiglione',
        clientCode: 'CL0001',
        jobTaskId: 'C2024-0001',
        operatingSegment: 'Sanità',
        publication: 'unpublished',
        withWarnings: true,
        sortBy: 'startDate',
        sortDirection: 'desc',
        page: 2,
      }),
    ).toEqual({
      query: 'padiglione',
      clientCode: 'CL0001',
      jobTaskId: 'C2024-0001',
      operatingSegment: 'Sanità',
      onlyIncludeSitesWithoutOperatingSegment: undefined,
      isPublished: 'false',
      onlyWithWarnings: 'true',
      sortBy: 'startDate',
      sortDirection: 'desc',
      page: 2,
      pageSize: 25,
    });
  });

  it('drops the chosen segment when only sites without a segment are asked', () => {
    expect(toSitesForPublishingQuery({ operatingSegment: 'Scuole', withoutSegment: true })).toMatchObject({
      operatingSegment: undefined,
      onlyIncludeSitesWithoutOperatingSegment: 'true',
      isPublished: undefined,
      sortBy: 'customer',
      sortDirection: 'asc',
      page: 1,
    });
  });

  it('ignores what makes no sense in the address bar', () => {
    expect(
      publishingSearchSchema.parse({
        publication: 'maybe',
        page: 0,
        withoutSegment: 'yes',
        sortBy: 'colore',
        sortDirection: 'up',
      }),
    ).toEqual({});
  });
});

describe('the sort menu of the publishing list', () => {
  it('offers every order both ways, in Italian', () => {
    expect(publishingSortOptions.map((option) => option.label)).toEqual([
      'Cliente (A-Z)',
      'Cliente (Z-A)',
      'Ubicazione (A-Z)',
      'Ubicazione (Z-A)',
      'Commessa (A-Z)',
      'Commessa (Z-A)',
      'Data di inizio (dalla meno recente)',
      'Data di inizio (dalla più recente)',
    ]);
  });

  it('shows the default order when the address bar names none, and reads a choice back', () => {
    expect(publishingSortValue({})).toBe('customer:asc');
    expect(publishingSortValue({ sortBy: 'name', sortDirection: 'desc' })).toBe('name:desc');
    expect(parsePublishingSortOption('startDate:desc')).toEqual({
      sortBy: 'startDate',
      sortDirection: 'desc',
    });
    expect(parsePublishingSortOption('colore:asc')).toEqual({ sortBy: 'customer', sortDirection: 'asc' });
  });
});

describe('countPublishingFilters', () => {
  it('counts nothing for the list as it opens, and ignores the search text and the order', () => {
    expect(countPublishingFilters({})).toBe(0);
    expect(countPublishingFilters({ query: 'varese', sortBy: 'startDate', sortDirection: 'desc' })).toBe(0);
  });

  it('counts each filter once, a segment and "without segment" being one choice', () => {
    expect(
      countPublishingFilters({
        clientCode: 'CL0001',
        jobTaskId: 'C2024-0001',
        operatingSegment: 'Sanità',
        withoutSegment: true,
        publication: 'unpublished',
        withWarnings: true,
      }),
    ).toBe(5);
    expect(countPublishingFilters({ operatingSegment: 'Sanità' })).toBe(1);
  });
});
