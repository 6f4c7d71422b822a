import { z } from 'zod';
import { customerPolicy, staffPolicy } from '../access/access-rule.ts';
import { defineContract } from '../contract.ts';
import { booleanQuerySchema, searchTextSchema } from './site-queries.ts';
import {
  autocompleteItemSchema,
  customerAutocompleteItemSchema,
  operatingSegmentSchema,
  siteCustomerSchema,
  siteWithDatesSchema,
} from './site.schemas.ts';
import { sitesAccess } from './sites.access.ts';

/**
 * Site pickers (sitesAccess.rules.pickers). The `customer-` calls are for customer users whose pages
 * pick a site and return only sites within their reach (of one job order, or `all` of them); the others are back-office pickers and see
 * every site: those of the back office's site list (customers, operating segments) for staff with
 * permission 4 or 12, the rest for staff whose pages pick sites. Autocompletes return at most 50
 * items. A malformed job order code answers 400 'Missing jobTaskId', a malformed customer code 400
 * 'Missing customerCode'.
 */
const jobTaskParams = z.object({
  jobtaskid: z.string().max(64).describe('A job order code, e.g. C2024-0001'),
});
const searchQuery = z.object({ search: searchTextSchema });

export const customerSiteAutocompleteContract = defineContract({
  method: 'GET',
  path: '/site/customer-autocomplete/:jobtaskid',
  summary:
    'Customer (a sub-role whose pages pick sites): the sites of a job order within the user’s reach, by name or code',
  tags: ['sites'],
  access: customerPolicy(sitesAccess.rules.pickers),
  params: jobTaskParams,
  query: searchQuery,
  response: { 200: z.array(autocompleteItemSchema) },
});

export const customerSiteAutocompleteAllContract = defineContract({
  method: 'GET',
  path: '/site/customer-autocomplete/all',
  summary:
    'Customer (a sub-role whose pages pick sites): every site within the user’s reach, by name or code',
  tags: ['sites'],
  access: customerPolicy(sitesAccess.rules.pickers),
  query: searchQuery,
  response: { 200: z.array(autocompleteItemSchema) },
});

export const customerSitesWithDatesContract = defineContract({
  method: 'GET',
  path: '/site/customer-list-with-dates/:jobtaskid',
  summary:
    'Customer (a sub-role whose pages pick sites): the sites of a job order within the user’s reach, with their dates',
  tags: ['sites'],
  access: customerPolicy(sitesAccess.rules.pickers),
  params: jobTaskParams,
  response: { 200: z.array(siteWithDatesSchema) },
});

export const siteAutocompleteAllContract = defineContract({
  method: 'GET',
  path: '/site/autocomplete/all',
  summary: 'Staff (a permission that picks sites): every site, by name or code',
  tags: ['sites back office'],
  access: staffPolicy(sitesAccess.rules.pickers),
  query: searchQuery,
  response: { 200: z.array(autocompleteItemSchema) },
});

export const siteAutocompleteByJobTaskContract = defineContract({
  method: 'GET',
  path: '/site/autocomplete/:jobtaskid',
  summary: 'Staff (a permission that picks sites): the sites of a job order, by name or code',
  tags: ['sites back office'],
  access: staffPolicy(sitesAccess.rules.pickers),
  params: jobTaskParams,
  query: searchQuery,
  response: { 200: z.array(autocompleteItemSchema) },
});

export const siteAutocompleteByCustomerContract = defineContract({
  method: 'GET',
  path: '/site/autocomplete-by-customer/:customercode',
  summary:
    'Staff (a permission that picks sites): the sites of a customer, with their job order; 404 Customer not found, ' +
    '204 when the customer is not active',
  tags: ['sites back office'],
  access: staffPolicy(sitesAccess.rules.pickers),
  params: z.object({ customercode: z.string().max(64).describe('A customer code, e.g. CL0001') }),
  query: searchQuery,
  response: { 200: z.array(customerAutocompleteItemSchema) },
});

export const sitesWithDatesContract = defineContract({
  method: 'GET',
  path: '/site/list-with-dates/:jobtaskid',
  summary:
    'Staff (a permission that picks sites): every site of a job order, published or not, with its dates',
  tags: ['sites back office'],
  access: staffPolicy(sitesAccess.rules.pickers),
  params: jobTaskParams,
  response: { 200: z.array(siteWithDatesSchema) },
});

export const siteCustomersQuerySchema = z.object({
  search: searchTextSchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const siteCustomersContract = defineContract({
  method: 'GET',
  path: '/site/customers',
  summary:
    'Staff (a permission whose pages pick a customer or its sites): the customers whose name or code ' +
    'holds every word of the search, by name, with how many sites each has and how many are ' +
    'published; at most `limit` (100)',
  tags: ['sites back office'],
  access: staffPolicy(sitesAccess.rules.pickers),
  query: siteCustomersQuerySchema,
  response: { 200: z.array(siteCustomerSchema) },
});

export const operatingSegmentsContract = defineContract({
  method: 'GET',
  path: '/site/operating-segments',
  summary:
    'Staff (sites or services): the operating segments with their job orders; by default only job ' +
    'orders with a published site',
  tags: ['sites back office'],
  access: staffPolicy(sitesAccess.rules.backOffice),
  query: z.object({ search: searchTextSchema, includeUnpublished: booleanQuerySchema.optional() }),
  response: { 200: z.array(operatingSegmentSchema) },
});
