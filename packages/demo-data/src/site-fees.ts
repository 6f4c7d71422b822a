import type { FeeFormula, MonthDuration, WeekLength } from '@portale/shared';
import type { Random } from './random.ts';
import { minDate, type IsoDate } from './dates.ts';

export type FeeSettingsRow = {
  feeFormula: FeeFormula | null;
  weekLength: WeekLength;
  holidaysAreWorkingDays: boolean;
  monthDuration: MonthDuration;
};

export type FeePeriodPlan = { startDate: IsoDate; feeCents: number; notes: string | null };

/** How a site's fee is computed: on-duty and hospital sites work every day. */
export function planFeeSettings(
  rng: Random,
  options: { isOnDuty: boolean; health: boolean },
): FeeSettingsRow {
  const weekLength: WeekLength = options.isOnDuty
    ? 7
    : options.health
      ? rng.pick([6, 7] as const)
      : rng.pick([5, 5, 5, 6] as const);
  const roll = rng.next();
  const feeFormula: FeeFormula =
    roll < 0.45 ? 'flat_per_square_metre' : roll < 0.8 ? 'equivalent_square_metres' : 'flat_services_fee';
  return {
    feeFormula,
    weekLength,
    holidaysAreWorkingDays: weekLength === 7 ? rng.chance(0.8) : rng.chance(0.1),
    monthDuration: rng.chance(0.75) ? 'calendar' : 'thirty_days',
  };
}

/** A whole euro amount in the range, rounded to tens, in cents. */
export function monthlyFeeCents(rng: Random, [low, high]: readonly [number, number]): number {
  return Math.round(rng.int(low, high) / 10) * 10 * 100;
}

/**
 * A fee split from `from` to `to`: the contract fee, then a yearly price revision (ISTAT) on each
 * anniversary up to `today`, at most three.
 */
export function planFeePeriods(
  rng: Random,
  options: { from: IsoDate; to: IsoDate; today: IsoDate; feeCents: number },
): FeePeriodPlan[] {
  const periods: FeePeriodPlan[] = [
    { startDate: options.from, feeCents: options.feeCents, notes: 'Canone contrattuale' },
  ];
  const lastRevision = minDate(options.to, options.today);
  let fee = options.feeCents;
  for (let year = 1; year <= 3; year++) {
    const startDate = anniversary(options.from, year);
    if (startDate > lastRevision) break;
    fee = Math.round((fee * (1 + rng.int(12, 35) / 1000)) / 100) * 100;
    const label = rng.chance(0.7) ? 'Adeguamento ISTAT' : 'Revisione prezzi';
    periods.push({ startDate, feeCents: fee, notes: `${label} ${startDate.slice(0, 4)}` });
  }
  return periods;
}

/** The same day `years` later (28 February for 29 February). */
function anniversary(date: IsoDate, years: number): IsoDate {
  const shifted = `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
  return shifted.endsWith('-02-29') ? shifted.replace(/-02-29$/, '-02-28') : shifted;
}
