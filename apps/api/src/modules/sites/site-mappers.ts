import {
  centsToEuro,
  computeMonthFee,
  siteStatusOn,
  type FeeSettings,
  type FeeSplit,
  type MySiteListItem,
  type SiteService,
} from '@portale/shared';
import type { FeePeriodRow } from './site-detail.repository.ts';

/** The URL of a site's image; the bytes are served to whoever may open the site. */
export const siteImageUrl = (siteCode: string, documentId: string | null): string | null =>
  documentId === null ? null : `/api/site/${siteCode}/image/${documentId}`;

type MySiteRow = Omit<MySiteListItem, 'img' | 'atiManagersNames' | 'status' | 'isExtended'> & {
  image: string | null;
  jobTaskOriginalDateTo: string;
};

/** A row of the customer's list as the contract has it: image URL, status and extension on `today`. */
export function toMySiteListItem(
  row: MySiteRow,
  today: string,
  atiManagersNames: string[] = [],
): MySiteListItem {
  const status = siteStatusOn(row, today);
  return {
    siteCode: row.siteCode,
    siteName: row.siteName,
    jobTaskId: row.jobTaskId,
    jobTaskDescription: row.jobTaskDescription,
    address: row.address,
    city: row.city,
    lastServiceDay: row.lastServiceDay,
    startHour: row.startHour,
    endHour: row.endHour,
    operatingSegment: row.operatingSegment,
    isOnDuty: row.isOnDuty,
    img: siteImageUrl(row.siteCode, row.image),
    lastService: row.lastService,
    atiManagersNames,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    status,
    isExtended: status === 'active' && today > row.jobTaskOriginalDateTo,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function toFeeSplit(endDate: string | null, periods: readonly FeePeriodRow[]): FeeSplit | null {
  if (endDate === null && periods.length === 0) return null;
  return {
    endDate: endDate ?? periods.at(-1)?.startDate ?? '',
    items: periods.map((period) => ({
      startDate: period.startDate,
      fee: centsToEuro(period.feeCents),
      notes: period.notes,
    })),
  };
}

export function toSiteService(service: {
  siteServiceId: number;
  serviceName: string;
  frequency: SiteService['frequency'];
  from: string;
  to: string;
  feeSplitEndDate: string | null;
  periods: FeePeriodRow[];
}): SiteService {
  const { feeSplitEndDate, periods, ...fields } = service;
  return { ...fields, feeSplit: toFeeSplit(feeSplitEndDate, periods) };
}

/**
 * The fee of the month of `today` from the site's own fee split, due on the site's dates: the split as
 * staff set it, before rooms and services share it (economics gives the whole fee, line by line).
 */
export function monthFeeOf(
  site: {
    dateFrom: string;
    dateTo: string;
    feeSplitEndDate: string | null;
    patronSaintDay: string | null;
  } & FeeSettings,
  periods: readonly FeePeriodRow[],
  today: string,
) {
  if (site.feeSplitEndDate === null || periods.length === 0) return null;
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const fee = computeMonthFee({
    year,
    month,
    site: {
      ...site,
      formula: 'flat_services_fee',
      feeSplit: { endDate: site.feeSplitEndDate, periods },
    },
    rooms: [],
    services: [],
  });
  const [line] = fee.lines;
  return {
    year,
    month,
    fee: centsToEuro(line?.amountCents ?? 0),
    fullMonthFee: centsToEuro(line?.fullAmountCents ?? 0),
    workingDays: fee.workingDays,
    openWorkingDays: line?.kind === 'site' ? line.dueWorkingDays : 0,
  };
}
