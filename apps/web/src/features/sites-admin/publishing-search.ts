import { z } from 'zod';
import type { SitesForPublishingRequest } from './api/sites-for-publishing.ts';

/** Sites per page of the publishing list. */
export const publishingPageSize = 25;

export const publicationFilters = ['published', 'unpublished'] as const;

/**
 * The publishing list's search and filters as they sit in the address bar, so that a link, a reload or
 * the back button shows the same list. A value that makes no sense is dropped, not an error.
 */
export const publishingSearchSchema = z.object({
  query: z.string().trim().max(100).optional().catch(undefined),
  clientCode: z.string().trim().max(16).optional().catch(undefined),
  jobTaskId: z.string().trim().max(24).optional().catch(undefined),
  operatingSegment: z.string().trim().max(100).optional().catch(undefined),
  withoutSegment: z.boolean().optional().catch(undefined),
  publication: z.enum(publicationFilters).optional().catch(undefined),
  withWarnings: z.boolean().optional().catch(undefined),
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type PublishingSearch = z.infer<typeof publishingSearchSchema>;

const flag = (value: boolean | undefined) => (value ? 'true' : undefined);

/** The API query for what the address bar asks; "without segment" wins over a chosen segment. */
export function toSitesForPublishingQuery(search: PublishingSearch): SitesForPublishingRequest {
  return {
    query: search.query || undefined,
    clientCode: search.clientCode || undefined,
    jobTaskId: search.jobTaskId || undefined,
    operatingSegment: search.withoutSegment ? undefined : search.operatingSegment || undefined,
    onlyIncludeSitesWithoutOperatingSegment: flag(search.withoutSegment),
    isPublished: search.publication ? (search.publication === 'published' ? 'true' : 'false') : undefined,
    onlyWithWarnings: flag(search.withWarnings),
    page: search.page ?? 1,
    pageSize: publishingPageSize,
  };
}
