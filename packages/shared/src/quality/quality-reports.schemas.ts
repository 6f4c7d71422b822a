import { z } from 'zod';
import { pagingQuerySchema } from '../sites/site-queries.ts';
import { codeText, searchText } from '../tickets/text.schemas.ts';
import { qualityReportSorts, qualityReportStates } from './quality-enums.ts';

/** A month as `YYYY-MM`. */
export const reportMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Indicare il mese come AAAA-MM')
  .describe('A month, YYYY-MM');

export const qualityReportIdParams = z.object({
  reportId: z.coerce.number().int().min(1).max(2_147_483_647).describe('The report’s id'),
});

export const qualityReportListQuerySchema = pagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  jobOrderId: codeText(24).optional(),
  /** The first and last months of the period (inclusive). */
  from: reportMonthSchema.optional(),
  to: reportMonthSchema.optional(),
  state: z.enum(qualityReportStates).optional(),
  sortBy: z.enum(qualityReportSorts).default('month'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type QualityReportListQuery = z.infer<typeof qualityReportListQuerySchema>;

export const qualityReportSchema = z.object({
  id: z.number().int(),
  jobOrderId: z.string(),
  jobOrderDescription: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  month: reportMonthSchema,
  state: z.enum(qualityReportStates),
  progressPercent: z.number().int().min(0).max(100),
  /** The stored file's size, once ready. */
  sizeBytes: z.number().int().nullable(),
  /** Why it was not drawn, in Italian, when failed. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type QualityReport = z.infer<typeof qualityReportSchema>;

export const qualityReportListResultSchema = z.object({
  data: z.array(qualityReportSchema),
  total: z.number().int(),
});
export type QualityReportListResult = z.infer<typeof qualityReportListResultSchema>;

/** Asking for a job order's report of a month, or for it to be drawn again. */
export const newQualityReportSchema = z.object({
  jobOrderId: codeText(24).min(1),
  month: reportMonthSchema,
});
export type NewQualityReport = z.infer<typeof newQualityReportSchema>;

/** A report's progress, pushed on the hub (QualityReportProgress) to whoever asked for it. */
export const qualityReportProgressSchema = z.object({
  reportId: z.number().int(),
  state: z.enum(qualityReportStates),
  progressPercent: z.number().int().min(0).max(100),
});
export type QualityReportProgress = z.infer<typeof qualityReportProgressSchema>;

/** The job orders the caller may ask a report for, searched by code, description or customer. */
export const qualityReportJobOrderQuerySchema = z.object({ search: searchText() });

export const qualityReportJobOrderSchema = z.object({
  jobOrderId: z.string(),
  description: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
});
export type QualityReportJobOrder = z.infer<typeof qualityReportJobOrderSchema>;
