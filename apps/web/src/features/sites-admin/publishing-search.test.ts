import { describe, expect, it } from 'vitest';
import { publishingSearchSchema, toSitesForPublishingQuery } from './publishing-search.ts';

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
      page: 2,
      pageSize: 25,
    });
  });

  it('drops the chosen segment when only sites without a segment are asked', () => {
    expect(toSitesForPublishingQuery({ operatingSegment: 'Scuole', withoutSegment: true })).toMatchObject({
      operatingSegment: undefined,
      onlyIncludeSitesWithoutOperatingSegment: 'true',
      isPublished: undefined,
      page: 1,
    });
  });

  it('ignores what makes no sense in the address bar', () => {
    expect(publishingSearchSchema.parse({ publication: 'maybe', page: 0, withoutSegment: 'yes' })).toEqual(
      {},
    );
  });
});
