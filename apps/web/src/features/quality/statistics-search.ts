import { code, isoDay, searchSchema, type SearchOf } from '../../lib/search-params.ts';

/** The statistics' period, job order and site in the address bar, so a link or a reload shows the same charts. */
export const qualityStatisticsSearchSchema = searchSchema({
  from: isoDay,
  to: isoDay,
  siteCode: code(16),
  jobOrderId: code(24),
});
export type QualityStatisticsSearch = SearchOf<typeof qualityStatisticsSearchSchema>;
