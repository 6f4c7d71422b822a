import { z } from 'zod';
import { staffPolicy } from '../access/access-rule.ts';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import { economicsAccess } from './economics.access.ts';
import {
  economicsMonthDetailSchema,
  economicsMonthParams,
  economicsOverviewSchema,
  economicsQuerySchema,
  economicsVariationIdParams,
  economicsVariationInputSchema,
  economicsVariationSchema,
} from './economics.schemas.ts';

/**
 * Economics (SPEC.md /economics/{year?}/{task?}/{site?}: login only, only job orders marked as started).
 * Every customer user sees the started job orders of their sites (their customer, their ATI, their
 * limited sites); staff with economics (18) every customer's. The service checks the rule: a job order
 * not started, or not the caller's, answers 404 'Job order not found'; a site out of reach 403 'Site
 * not owned' or 404.
 */
export const economicsOverviewContract = defineContract({
  method: 'GET',
  path: '/economics',
  summary: 'Economics of a year: per site and month the fee, accepted variations, extras and invoiced',
  description:
    'Optional jobOrderId and siteCode narrow it. Staff must name a job order or a site (chosen: false ' +
    'otherwise, with the job orders to choose from). What was invoiced is per job order (invoicedScope).',
  tags: ['economics'],
  access: loginAccess,
  query: economicsQuerySchema,
  response: { 200: economicsOverviewSchema },
});

export const economicsExportContract = defineContract({
  method: 'GET',
  path: '/economics/export',
  summary: 'Economics of a year as an Excel file (.xlsx attachment): one row per site and month',
  tags: ['economics'],
  access: loginAccess,
  query: economicsQuerySchema,
  response: { 200: z.unknown().describe('An .xlsx workbook') },
});

export const economicsMonthDetailContract = defineContract({
  method: 'GET',
  path: '/economics/sites/:siteCode/months/:year/:month',
  summary: 'One site’s month explained: each room and service line, the rate, holidays, adjustments',
  tags: ['economics'],
  access: loginAccess,
  params: economicsMonthParams,
  response: { 200: economicsMonthDetailSchema },
});

export const addEconomicsVariationContract = defineContract({
  method: 'POST',
  path: '/economics/variations',
  summary: 'Adds an economics variation (an extra or a deduction) to a site’s month',
  description:
    'Customers with sub-role economics (16) on their started job orders, staff with economics (18). ' +
    'An invalid body answers 400 Error creating economics variation with the fields.',
  tags: ['economics'],
  access: loginAccess,
  body: economicsVariationInputSchema,
  invalidInput: 'ECONOMICS_VARIATION_INVALID',
  response: { 201: economicsVariationSchema },
});

export const deleteEconomicsVariationContract = defineContract({
  method: 'DELETE',
  path: '/economics/variations/:variationId',
  summary: 'Staff (economics): removes an economics variation',
  tags: ['economics'],
  access: staffPolicy(economicsAccess.rules.deleteVariation),
  params: economicsVariationIdParams,
  response: { 204: z.null() },
});
