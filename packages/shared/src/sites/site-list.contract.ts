import { z } from 'zod';
import { customerPolicy, staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import {
  booleanQuerySchema,
  mySiteFilterQuerySchema,
  mySiteListQuerySchema,
  pagingQuerySchema,
  searchTextSchema,
} from './site-queries.ts';
import { mySiteListItemSchema, mySiteListResultSchema, siteListResultSchema } from './site.schemas.ts';
import { sitesAccess } from './sites.access.ts';

/**
 * Lists of sites. Customer calls (sub-role site) return only the sites the user may see: published
 * sites of their customer, of their ATI's job orders for a group user, of their own sites for a user
 * limited to some sites. Staff calls see every site.
 */
const siteReader = customerPolicy(sitesAccess.rules.list);

export const mySiteListContract = defineContract({
  method: 'GET',
  path: '/site/my-list',
  summary:
    'Customer (sub-role site): the sites the user may see, searched, filtered by status, sorted and paged',
  tags: ['sites'],
  access: siteReader,
  query: mySiteListQuerySchema,
  response: { 200: mySiteListResultSchema },
});

export const mySiteListExportContract = defineContract({
  method: 'GET',
  path: '/site/my-list/export',
  summary: 'Customer (sub-role site): the same filtered list as an Excel file (.xlsx attachment)',
  tags: ['sites'],
  access: siteReader,
  query: mySiteFilterQuerySchema,
  response: { 200: z.unknown().describe('An .xlsx workbook') },
});

export const lastServedSitesContract = defineContract({
  method: 'GET',
  path: '/site/last/served',
  summary: 'Customer (sub-role site): the sites served most recently, latest first (dashboard)',
  tags: ['sites'],
  access: siteReader,
  query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
  response: { 200: z.array(mySiteListItemSchema) },
});

const customerCodeParams = z.object({
  customercode: z.string().max(64).describe('A customer code, e.g. CL0001'),
});
const staffListQuery = pagingQuerySchema.extend({ query: searchTextSchema });

export const publishedSitesOfCustomerContract = defineContract({
  method: 'GET',
  path: '/site/list/published/:customercode',
  summary: "Staff (sites): a customer's published sites; 204 when the customer is not active",
  tags: ['sites back office'],
  access: staffPolicy(sitesAccess.rules.publishing),
  params: customerCodeParams,
  query: staffListQuery,
  response: { 200: siteListResultSchema },
});

export const notPublishedSitesOfCustomerContract = defineContract({
  method: 'GET',
  path: '/site/list/notpublished/:customercode',
  summary: "Staff (sites): a customer's sites not published yet; 204 when the customer is not active",
  tags: ['sites back office'],
  access: staffPolicy(sitesAccess.rules.publishing),
  params: customerCodeParams,
  query: staffListQuery,
  response: { 200: siteListResultSchema },
});

export const siteListContract = defineContract({
  method: 'GET',
  path: '/site/list',
  summary:
    'Staff (a permission that picks sites): every site, searched and paged, for the back-office pickers',
  tags: ['sites back office'],
  access: staffPolicy(sitesAccess.rules.pickers),
  query: staffListQuery,
  response: { 200: siteListResultSchema },
});

export const siteListFilteredAssociationsContract = defineContract({
  method: 'GET',
  path: '/site/list-filtered-associations',
  summary:
    'Staff (a permission that picks sites): sites to associate (documents, contacts), by customer, job order, ' +
    'search, optionally only those whose job order has no operating segment',
  tags: ['sites back office'],
  access: staffPolicy(sitesAccess.rules.pickers),
  query: staffListQuery.extend({
    clientCode: z.string().trim().max(16).optional(),
    jobTaskId: z.string().trim().max(24).optional(),
    onlyIncludeSitesWithoutOperatingSegment: booleanQuerySchema.optional(),
  }),
  response: { 200: siteListResultSchema },
});
