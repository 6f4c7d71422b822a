import { asc, inArray } from 'drizzle-orm';
import { siteFeePeriods, sites, type Database } from '@portale/db';
import {
  computeMonthlyFee,
  type EconomicsSiteIssue,
  type FeeEngineInput,
  type FeeEngineSite,
  type MonthFee,
} from '@portale/shared';

/** A site's engine input for the year, or why it has none. */
export type SiteFeeInputs = {
  issue: EconomicsSiteIssue | null;
  site: FeeEngineSite | null;
  /** The engine's input for a month (1-12). */
  inputFor: (month: number) => FeeEngineInput | null;
};

/** Where economics gets the fees: the fee loader's inputs and the engine. */
export type FeeSource = {
  loadYear(siteCodes: string[], year: number): Promise<Map<string, SiteFeeInputs>>;
  compute(input: FeeEngineInput): MonthFee;
};

/**
 * TEMPORARY until the fee engine and its loader land: the site's own fee split, pro-rated by working
 * days, as one flat line (rooms and services are not read).
 */
export function createInterimFeeSource(db: Database): FeeSource {
  return {
    async loadYear(siteCodes, year) {
      const result = new Map<string, SiteFeeInputs>();
      if (siteCodes.length === 0) return result;
      const siteRows = await db.select().from(sites).where(inArray(sites.code, siteCodes));
      const periods = await db
        .select()
        .from(siteFeePeriods)
        .where(inArray(siteFeePeriods.siteCode, siteCodes))
        .orderBy(asc(siteFeePeriods.startDate));
      for (const row of siteRows) {
        const own = periods.filter((period) => period.siteCode === row.code);
        const site: FeeEngineSite | null = row.feeFormula
          ? {
              formula: row.feeFormula,
              weekLength: row.weekLength as 5 | 6 | 7,
              holidaysAreWorkingDays: row.holidaysAreWorkingDays,
              monthDuration: row.monthDuration,
              patronSaintDay: row.patronSaintDay,
              dateFrom: row.dateFrom,
              dateTo: row.dateTo,
              feeSplit:
                row.feeSplitEndDate && own.length > 0
                  ? {
                      endDate: row.feeSplitEndDate,
                      periods: own.map((period) => ({
                        startDate: period.startDate,
                        feeCents: period.feeCents,
                      })),
                    }
                  : null,
            }
          : null;
        const issue: EconomicsSiteIssue | null = !site
          ? 'no_formula'
          : !site.feeSplit
            ? 'no_fee_split'
            : null;
        result.set(row.code, {
          issue,
          site,
          inputFor: (month) => (site && !issue ? { year, month, site, rooms: [], services: [] } : null),
        });
      }
      return result;
    },
    compute(input) {
      const split = input.site.feeSplit!;
      const fee = computeMonthlyFee({
        year: input.year,
        month: input.month,
        schedule: split,
        settings: input.site,
      });
      return {
        year: input.year,
        month: input.month,
        formula: input.site.formula,
        workingDays: fee.workingDays,
        partialMonthDivisor: fee.workingDays,
        holidays: [],
        rate: null,
        lines: [
          {
            kind: 'site',
            siteServiceId: null,
            name: 'Canone dell’ubicazione',
            dueWorkingDays: fee.openWorkingDays,
            workingDays: fee.workingDays,
            amountCents: fee.feeCents,
            fullAmountCents: fee.fullMonthFeeCents,
          },
        ],
        adjustments: [],
        totalCents: fee.feeCents,
      };
    },
  };
}
