import { z } from 'zod';
import { loginAccess } from '../access/policy.ts';
import { defineContract } from '../contract.ts';
import {
  newQualityReportSchema,
  qualityReportIdParams,
  qualityReportJobOrderQuerySchema,
  qualityReportJobOrderSchema,
  qualityReportListQuerySchema,
  qualityReportListResultSchema,
  qualityReportSchema,
} from './quality-reports.schemas.ts';

/**
 * Monthly quality reports, both sides (login routes whose service checks qualityAccess.rules.reports):
 * customers with sub-role quality reports (9) reach the reports of the job orders holding a site they
 * see (the rule of the documents tied to a job order); staff with survey (10) every one. A report out of
 * reach answers 404 Quality report not found.
 */
const tags = ['quality'];
const reach =
  'Customers with sub-role quality reports (9) reach the reports of their customer’s job orders that hold a ' +
  'site they see (their group’s, their own sites if limited); staff with survey (10) every report. Out of ' +
  'reach: 404 Quality report not found.';

export const qualityReportListContract = defineContract({
  method: 'GET',
  path: '/quality/reports',
  summary: 'Monthly quality reports within reach, paged, filtered by job order, period and state',
  description: reach,
  tags,
  access: loginAccess,
  query: qualityReportListQuerySchema,
  response: { 200: qualityReportListResultSchema },
});

export const qualityReportFileContract = defineContract({
  method: 'GET',
  path: '/quality/reports/:reportId/file',
  summary: 'A ready monthly quality report’s PDF, as an attachment',
  description: `${reach} 409 The quality report is not ready while it is queued, running or failed.`,
  tags,
  access: loginAccess,
  params: qualityReportIdParams,
  response: { 200: z.unknown().describe('The PDF') },
});

export const requestQualityReportContract = defineContract({
  method: 'POST',
  path: '/quality/reports',
  summary: 'Asks for a job order’s report of a month (staff: or for it to be drawn again)',
  description:
    `${reach} The month must be over or under way, within the job order’s dates (400 Quality report not ` +
    'valid, with the field). A customer’s request queues a report the month lacks, or one that failed; a ' +
    'report queued, running or ready is answered as it is. Staff queue it again unless it is being drawn. ' +
    'The background job draws it; its progress is pushed on the hub (QualityReportProgress) to the caller.',
  tags,
  access: loginAccess,
  body: newQualityReportSchema,
  response: { 202: qualityReportSchema },
});

export const qualityReportJobOrdersContract = defineContract({
  method: 'GET',
  path: '/quality/reports/job-orders',
  summary: 'The job orders the caller may ask a monthly quality report for, by code, description or customer',
  description: `${reach} At most 50, by code.`,
  tags,
  access: loginAccess,
  query: qualityReportJobOrderQuerySchema,
  response: { 200: z.array(qualityReportJobOrderSchema) },
});
