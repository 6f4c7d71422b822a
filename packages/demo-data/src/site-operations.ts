import type { Segment } from './sources/activities.ts';
import { dailyServices, monthlyFeeRanges, otherServices, segmentServices } from './sources/services.ts';
import { addDays, minDate, type IsoDate } from './dates.ts';
import { randomFor } from './entity-random.ts';
import { daysPastJobOrder, fixedPublishingWarnings } from './publishing-warnings.ts';
import type { Random } from './random.ts';
import type {
  BaseSiteRow,
  JobOrderRow,
  SiteFeePeriodRow,
  SiteRow,
  SiteServiceFeePeriodRow,
  SiteServiceRow,
} from './rows.ts';
import { monthlyFeeCents, planFeePeriods, planFeeSettings } from './site-fees.ts';

export type SiteOperations = {
  sites: SiteRow[];
  siteFeePeriods: SiteFeePeriodRow[];
  siteServices: SiteServiceRow[];
  siteServiceFeePeriods: SiteServiceFeePeriodRow[];
};

type Incomplete = { noFeeSplit: boolean; noServices: boolean; datesOutsideJobOrder: boolean };

/**
 * Which parts a site lacks. Unpublished sites are often still being prepared; a few published ones
 * are incomplete too, as in real life, and the fixed ones of publishing-warnings.ts always are.
 */
function incompleteParts(rng: Random, site: BaseSiteRow, jobOrder: JobOrderRow, fixed: boolean): Incomplete {
  if (fixed) {
    const warnings = fixedPublishingWarnings.filter(
      (entry) => entry.customerCode === jobOrder.customerCode && entry.siteName === site.name,
    );
    const has = (warning: keyof Incomplete) => warnings.some((entry) => entry.warning === warning);
    return {
      noFeeSplit: has('noFeeSplit'),
      noServices: has('noServices'),
      datesOutsideJobOrder: has('datesOutsideJobOrder'),
    };
  }
  if (!site.published) {
    return { noFeeSplit: rng.chance(0.5), noServices: rng.chance(0.4), datesOutsideJobOrder: false };
  }
  return {
    noFeeSplit: rng.chance(0.02),
    noServices: rng.chance(0.02),
    datesOutsideJobOrder: site.dateTo === jobOrder.dateTo && rng.chance(0.01),
  };
}

const segmentOf = (jobOrder: JobOrderRow): Segment | 'none' =>
  (jobOrder.operatingSegment as Segment | null) ?? 'none';

/** Two to five services: the daily one first, then others with a later start now and then. */
function planServices(rng: Random, segment: Segment | 'none', from: IsoDate, to: IsoDate) {
  const pool = rng.shuffle([
    ...(segment === 'none' ? [] : (segmentServices[segment] ?? [])),
    ...otherServices,
  ]);
  const templates = [dailyServices[segment], ...pool.slice(0, rng.int(1, 4))];
  return templates.map((template, index) => {
    const start = index > 0 && rng.chance(0.2) ? minDate(to, addDays(from, rng.int(30, 180))) : from;
    return { ...template, from: start, to };
  });
}

/**
 * Fee settings and fee splits, services with their own fee splits, and the last service's name for
 * every site. `fixedSiteCount` sites at the start belong to the fixed customers.
 */
export function planSiteOperations(
  baseSites: readonly BaseSiteRow[],
  jobOrders: readonly JobOrderRow[],
  fixedSiteCount: number,
  today: IsoDate,
): SiteOperations {
  const jobOrderById = new Map(jobOrders.map((jobOrder) => [jobOrder.id, jobOrder]));
  const result: SiteOperations = {
    sites: [],
    siteFeePeriods: [],
    siteServices: [],
    siteServiceFeePeriods: [],
  };
  let serviceId = 0;

  baseSites.forEach((base, index) => {
    const jobOrder = jobOrderById.get(base.jobOrderId);
    if (!jobOrder) throw new Error(`site ${base.code} has no job order ${base.jobOrderId}`);
    const rng = randomFor('site-operations', base.code);
    const missing = incompleteParts(rng, base, jobOrder, index < fixedSiteCount);
    const dateTo = missing.datesOutsideJobOrder ? addDays(jobOrder.dateTo, daysPastJobOrder) : base.dateTo;
    const segment = segmentOf(jobOrder);
    const settings = planFeeSettings(rng, { isOnDuty: base.isOnDuty, health: segment === 'Sanità' });
    const [low, high] = monthlyFeeRanges[segment];
    const feeRange = base.isOnDuty ? ([Math.round((low + high) / 2), high] as const) : ([low, high] as const);

    if (!missing.noFeeSplit) {
      const feeCents = monthlyFeeCents(rng, feeRange);
      for (const period of planFeePeriods(rng, { from: base.dateFrom, to: dateTo, today, feeCents })) {
        result.siteFeePeriods.push({ siteCode: base.code, ...period });
      }
    }
    const services = missing.noServices ? [] : planServices(rng, segment, base.dateFrom, dateTo);
    for (const service of services) {
      serviceId += 1;
      const withFee = rng.chance(0.8);
      result.siteServices.push({
        id: serviceId,
        siteCode: base.code,
        serviceName: service.name,
        frequency: service.frequency,
        dateFrom: service.from,
        dateTo: service.to,
        feeSplitEndDate: withFee ? service.to : null,
      });
      if (!withFee) continue;
      const feeCents = monthlyFeeCents(rng, [80, Math.max(120, Math.round(feeRange[1] / 8))]);
      for (const period of planFeePeriods(rng, { from: service.from, to: service.to, today, feeCents })) {
        result.siteServiceFeePeriods.push({ siteServiceId: serviceId, ...period });
      }
    }
    const lastServiceDay = base.lastServiceDay;
    const served = services.filter((service) => lastServiceDay !== null && service.from <= lastServiceDay);
    const lastService = served.length === 0 ? null : rng.chance(0.7) ? served[0] : rng.pick(served);
    result.sites.push({
      ...base,
      dateTo,
      lastServiceName: lastService?.name ?? null,
      feeFormula: missing.noFeeSplit ? null : settings.feeFormula,
      weekLength: settings.weekLength,
      holidaysAreWorkingDays: settings.holidaysAreWorkingDays,
      monthDuration: settings.monthDuration,
      feeSplitEndDate: missing.noFeeSplit ? null : dateTo,
    });
  });
  return result;
}
