import { code, isoDay, searchSchema, type SearchOf } from '../../lib/search-params.ts';

/** The kiosks' statistics: period, site and job order in the address bar, so a link shows the same figures. */
export const kioskStatisticsSearchSchema = searchSchema({
  from: isoDay,
  to: isoDay,
  siteCode: code(16),
  jobOrderId: code(24),
});
export type KioskStatisticsSearch = SearchOf<typeof kioskStatisticsSearchSchema>;

/** Staff's kiosks: the site shown. */
export const kioskBackOfficeSearchSchema = searchSchema({ siteCode: code(16) });
export type KioskBackOfficeSearch = SearchOf<typeof kioskBackOfficeSearchSchema>;
