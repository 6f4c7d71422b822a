import { z } from 'zod';
import { siteSorts, siteStatusFilters } from './site-status.ts';

/** Words searched case-insensitively (at most 100 characters). */
export const searchTextSchema = z.string().trim().max(100).optional();

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Up to 500, so that a map can show every result of a search. */
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});

/** Search, status filter and sort of the customer's sites, shared by the list and its export. */
export const mySiteFilterQuerySchema = z.object({
  /** Searched in the site's name, code, address and city and the job order's code and description. */
  query: searchTextSchema,
  status: z.enum(siteStatusFilters).optional(),
  /** Only the sites of one job order. */
  jobTaskId: z.string().trim().max(24).optional(),
  sortBy: z.enum(siteSorts).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type MySiteFilterQuery = z.infer<typeof mySiteFilterQuerySchema>;

export const mySiteListQuerySchema = mySiteFilterQuerySchema.extend(pagingQuerySchema.shape);
export type MySiteListQuery = z.infer<typeof mySiteListQuerySchema>;

export const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');
