import {
  allows,
  economicsAccess,
  romeCalendarDay,
  variationAmountCents,
  type EconomicsAdjustment,
  type EconomicsMonth,
  type EconomicsMonthDetail,
  type EconomicsOverview,
  type EconomicsQuery,
  type EconomicsSite,
  type EconomicsSummary,
  type EconomicsVariation,
  type EconomicsVariationInput,
  type FeeSchedule,
  type MonthFee,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf, type Tenancy } from '../tenancy/index.ts';
import type { FeeSource } from './economics-fees.ts';
import type { EconomicsRepository, EconomicsSiteRow, InvoicedRow } from './economics.repository.ts';

const { rules } = economicsAccess;
const months = Array.from({ length: 12 }, (_, index) => index + 1);
const pad = (value: number) => String(value).padStart(2, '0');
const monthStart = (year: number, month: number) => `${year}-${pad(month)}-01`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** One row of the Excel export: a site's month. */
export type EconomicsExportRow = EconomicsMonth & {
  siteCode: string;
  siteName: string;
  jobOrderId: string;
  year: number;
};

/**
 * What was invoiced in each month of the year: each document's signed taxable amount spread over the
 * days of its period, rounded so that the months of a whole period add up to the document.
 */
export function invoicedByMonth(rows: readonly InvoicedRow[], year: number): number[] {
  const result = months.map(() => 0);
  for (const row of rows) {
    const first = dayNumber(row.periodFrom);
    const total = dayNumber(row.periodTo) - first + 1;
    if (total <= 0) continue;
    for (const month of months) {
      const from = Math.max(first, dayNumber(monthStart(year, month)));
      const to = Math.min(first + total - 1, dayNumber(`${year}-${pad(month)}-${pad(daysIn(year, month))}`));
      if (to < from) continue;
      const before = Math.round((row.signedCents * (from - first)) / total);
      const through = Math.round((row.signedCents * (to - first + 1)) / total);
      result[month - 1]! += through - before;
    }
  }
  return result;
}

const emptyMonth = (month: number): EconomicsMonth => ({
  month,
  feeCents: 0,
  adjustmentsCents: 0,
  variationsCents: 0,
  totalCents: 0,
});

function sumMonths(list: readonly Omit<EconomicsMonth, 'month'>[]) {
  const total = { feeCents: 0, adjustmentsCents: 0, variationsCents: 0, totalCents: 0 };
  for (const entry of list) {
    total.feeCents += entry.feeCents;
    total.adjustmentsCents += entry.adjustmentsCents;
    total.variationsCents += entry.variationsCents;
    total.totalCents += entry.totalCents;
  }
  return total;
}

/** The fee split's monthly fee in force on a day, or null outside it. */
function splitFeeOn(split: FeeSchedule | null, day: string): number | null {
  if (!split || day > split.endDate) return null;
  let fee: number | null = null;
  for (const period of split.periods) if (period.startDate <= day) fee = period.feeCents;
  return fee;
}

/**
 * Economics: per year, job order and site, the fee of each month from the fee engine, the effect of
 * accepted variation requests, the economics variations, and what was invoiced. Only job orders marked as
 * started; a customer user within their sites' reach (tenancy), staff with economics (18) every customer's.
 */
export function createEconomicsService(deps: {
  repository: EconomicsRepository;
  tenancy: Tenancy;
  fees: FeeSource;
}) {
  const { repository, tenancy, fees } = deps;

  function assertReader(auth: AuthContext) {
    if (!allows(rules.read, auth)) throw new AppError('FORBIDDEN');
  }

  /** The site of a URL, visible to the caller and of a started job order. */
  async function startedSite(auth: AuthContext, siteCode: string) {
    const site = await tenancy.findVisibleSite(auth, siteCode, rules.read);
    const jobOrder = await repository.siteJobOrder(siteCode);
    if (!jobOrder?.started) throw new AppError('ECONOMICS_JOB_ORDER_NOT_FOUND');
    return site;
  }

  /** The sites of a query, after checking its job order and site are the caller's and started. */
  async function sitesOf(auth: AuthContext, query: EconomicsQuery) {
    assertReader(auth);
    const scope = siteScopeOf(auth);
    const jobOrders = await repository.startedJobOrders(scope);
    if (query.jobOrderId && !jobOrders.some((jobOrder) => jobOrder.id === query.jobOrderId))
      throw new AppError('ECONOMICS_JOB_ORDER_NOT_FOUND');
    if (query.siteCode) {
      const site = await startedSite(auth, query.siteCode);
      if (query.jobOrderId && site.jobTaskId !== query.jobOrderId) throw new AppError('SITE_NOT_FOUND');
    }
    const chosen = auth.kind === 'customer' || Boolean(query.jobOrderId ?? query.siteCode);
    const siteRows = chosen
      ? await repository.sites(scope, {
          from: monthStart(query.year, 1),
          to: `${query.year}-12-31`,
          jobOrderId: query.jobOrderId,
          siteCode: query.siteCode,
        })
      : [];
    return { jobOrders, chosen, siteRows };
  }

  /** The year's figures of these sites: fees, adjustments, variations, and invoiced by job order. */
  async function figures(siteRows: EconomicsSiteRow[], year: number) {
    const siteCodes = siteRows.map((site) => site.siteCode);
    const jobOrderIds = [...new Set(siteRows.map((site) => site.jobOrderId))];
    const [inputs, variations, invoiced] = await Promise.all([
      fees.loadYear(siteCodes, year),
      repository.variations(siteCodes, monthStart(year, 1), monthStart(year, 12)),
      repository.invoiced(jobOrderIds, monthStart(year, 1), `${year}-12-31`),
    ]);
    const variationsBySite = new Map<string, number[]>();
    for (const variation of variations) {
      const list = variationsBySite.get(variation.siteCode) ?? months.map(() => 0);
      list[Number(variation.month.slice(5, 7)) - 1]! += variation.amountCents;
      variationsBySite.set(variation.siteCode, list);
    }
    const sites: EconomicsSite[] = siteRows.map((row) => {
      const siteInputs = inputs.get(row.siteCode);
      const extras = variationsBySite.get(row.siteCode) ?? months.map(() => 0);
      const monthFigures = months.map((month): EconomicsMonth => {
        const input = siteInputs?.inputFor(month) ?? null;
        const fee = input ? fees.compute(input) : null;
        const feeCents = fee?.totalCents ?? 0;
        const adjustmentsCents = fee?.adjustments.reduce((sum, entry) => sum + entry.effectCents, 0) ?? 0;
        const variationsCents = extras[month - 1]!;
        return { month, feeCents, adjustmentsCents, variationsCents, totalCents: feeCents + variationsCents };
      });
      return {
        siteCode: row.siteCode,
        siteName: row.siteName,
        jobOrderId: row.jobOrderId,
        issue: siteInputs ? siteInputs.issue : 'no_formula',
        months: monthFigures,
        total: sumMonths(monthFigures),
      };
    });
    return { sites, variations, invoiced: invoicedByMonth(invoiced, year) };
  }

  return {
    async overview(auth: AuthContext, query: EconomicsQuery): Promise<EconomicsOverview> {
      const { jobOrders, chosen, siteRows } = await sitesOf(auth, query);
      const years = new Set<number>([query.year]);
      for (const jobOrder of jobOrders) {
        const last = Math.min(Number(jobOrder.dateTo.slice(0, 4)), Number(romeCalendarDay().slice(0, 4)) + 1);
        for (let year = Number(jobOrder.dateFrom.slice(0, 4)); year <= last; year += 1) years.add(year);
      }
      const { sites, variations, invoiced } = await figures(siteRows, query.year);
      const monthTotals = months.map((month) => {
        const total = sumMonths(sites.map((site) => site.months[month - 1] ?? emptyMonth(month)));
        return { month, ...total, invoicedCents: invoiced[month - 1]! };
      });
      return {
        year: query.year,
        years: [...years].sort((a, b) => b - a),
        jobOrders,
        chosen,
        sites,
        months: monthTotals,
        total: { ...sumMonths(monthTotals), invoicedCents: invoiced.reduce((sum, value) => sum + value, 0) },
        invoicedScope: 'job_orders',
        variations,
      };
    },

    async exportRows(auth: AuthContext, query: EconomicsQuery): Promise<EconomicsExportRow[]> {
      const { siteRows } = await sitesOf(auth, query);
      const { sites } = await figures(siteRows, query.year);
      return sites.flatMap((site) =>
        site.months.map((month) => ({
          ...month,
          siteCode: site.siteCode,
          siteName: site.siteName,
          jobOrderId: site.jobOrderId,
          year: query.year,
        })),
      );
    },

    async monthDetail(
      auth: AuthContext,
      params: { siteCode: string; year: number; month: number },
    ): Promise<EconomicsMonthDetail> {
      assertReader(auth);
      await startedSite(auth, params.siteCode);
      const [row] = await repository.sites(siteScopeOf(auth), {
        from: monthStart(params.year, params.month),
        to: `${params.year}-${pad(params.month)}-${pad(daysIn(params.year, params.month))}`,
        siteCode: params.siteCode,
      });
      const month = monthStart(params.year, params.month);
      const variations = row ? await repository.variations([params.siteCode], month, month) : [];
      const variationsCents = variations.reduce((sum, variation) => sum + variation.amountCents, 0);
      const inputs = row
        ? (await fees.loadYear([params.siteCode], params.year)).get(params.siteCode)
        : undefined;
      const input = inputs?.inputFor(params.month) ?? null;
      const monthFee: MonthFee | null = input ? fees.compute(input) : null;
      const requests = await repository.variationRequests(
        monthFee?.adjustments.map((adjustment) => adjustment.variationId) ?? [],
      );
      const adjustments: EconomicsAdjustment[] = (monthFee?.adjustments ?? []).map((adjustment) => {
        const request = requests.find((candidate) => candidate.id === adjustment.variationId);
        return {
          variationId: adjustment.variationId,
          effectCents: adjustment.effectCents,
          type: request?.type ?? null,
          subtype: request?.subtype ?? null,
          dateFrom: request?.dateFrom ?? null,
          dateTo: request?.dateTo ?? null,
        };
      });
      const site = inputs?.site ?? null;
      return {
        siteCode: params.siteCode,
        siteName: row?.siteName ?? '',
        jobOrderId: row?.jobOrderId ?? '',
        year: params.year,
        month: params.month,
        issue: !row ? null : inputs ? inputs.issue : 'no_formula',
        fee:
          monthFee && site
            ? {
                formula: monthFee.formula,
                weekLength: site.weekLength,
                monthDuration: site.monthDuration,
                holidaysAreWorkingDays: site.holidaysAreWorkingDays,
                patronSaintDay: site.patronSaintDay,
                workingDays: monthFee.workingDays,
                partialMonthDivisor: monthFee.partialMonthDivisor,
                holidays: monthFee.holidays,
                rate: monthFee.rate,
                splitFeeCents: splitFeeOn(site.feeSplit, month),
                lines: monthFee.lines,
                adjustments,
                totalCents: monthFee.totalCents,
              }
            : null,
        variations,
        totalCents: (monthFee?.totalCents ?? 0) + variationsCents,
      };
    },

    async addVariation(auth: AuthContext, input: EconomicsVariationInput): Promise<EconomicsVariation> {
      if (!allows(rules.addVariation, auth)) throw new AppError('FORBIDDEN');
      await startedSite(auth, input.siteCode);
      const id = await repository.insertVariation({
        siteCode: input.siteCode,
        month: `${input.month}-01`,
        amountCents: variationAmountCents(input),
        description: input.description.trim(),
        byCustomer: auth.kind === 'customer',
        createdByUserId: auth.userId,
        impersonatorUserId: auth.impersonatorUserId ?? null,
      });
      return (await repository.variationById(id))!;
    },

    async deleteVariation(id: number): Promise<void> {
      if (!(await repository.deleteVariation(id))) throw new AppError('ECONOMICS_VARIATION_NOT_FOUND');
    },

    async summary(auth: AuthContext): Promise<EconomicsSummary> {
      if (!allows(rules.menu, auth)) throw new AppError('FORBIDDEN');
      const today = romeCalendarDay();
      const year = Number(today.slice(0, 4));
      const month = Number(today.slice(5, 7));
      const scope = siteScopeOf(auth);
      const jobOrders = await repository.startedJobOrders(scope);
      if (auth.kind === 'staff') {
        return {
          year,
          month,
          feeCents: null,
          siteCount: 0,
          jobOrderCount: jobOrders.length,
          customerVariationCount: await repository.customerVariationsOf(monthStart(year, month)),
        };
      }
      const last = `${year}-${pad(month)}-${pad(daysIn(year, month))}`;
      const siteRows = await repository.sites(scope, { from: monthStart(year, month), to: last });
      const inputs = await fees.loadYear(
        siteRows.map((site) => site.siteCode),
        year,
      );
      const variations = await repository.variations(
        siteRows.map((site) => site.siteCode),
        monthStart(year, month),
        monthStart(year, month),
      );
      let feeCents = variations.reduce((sum, variation) => sum + variation.amountCents, 0);
      for (const site of siteRows) {
        const input = inputs.get(site.siteCode)?.inputFor(month);
        if (input) feeCents += fees.compute(input).totalCents;
      }
      return {
        year,
        month,
        feeCents,
        siteCount: siteRows.length,
        jobOrderCount: new Set(siteRows.map((site) => site.jobOrderId)).size,
        customerVariationCount: variations.filter((variation) => variation.byCustomer).length,
      };
    },
  };
}

export type EconomicsService = ReturnType<typeof createEconomicsService>;
