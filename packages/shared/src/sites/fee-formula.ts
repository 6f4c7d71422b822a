import type { IsoDate } from '../dates/calendar-day.ts';

/** How the monthly fee of a site is computed (PRODUCT.md, Fees). */
export const feeFormulas = [
  'flat_per_square_metre',
  'equivalent_square_metres',
  'flat_services_fee',
] as const;
export type FeeFormula = (typeof feeFormulas)[number];
export const feeFormulaLabels: Record<FeeFormula, string> = {
  flat_per_square_metre: 'A corpo per metro quadro',
  equivalent_square_metres: 'Metri quadri equivalenti',
  flat_services_fee: 'Canone a corpo dei servizi',
};

export const weekLengths = [5, 6, 7] as const;
export type WeekLength = (typeof weekLengths)[number];

export const monthDurations = ['calendar', 'thirty_days'] as const;
export type MonthDuration = (typeof monthDurations)[number];
export const monthDurationLabels: Record<MonthDuration, string> = {
  calendar: 'Giorni di calendario',
  thirty_days: 'Mese di 30 giorni',
};

export type FeeSettings = {
  weekLength: WeekLength;
  holidaysAreWorkingDays: boolean;
  monthDuration: MonthDuration;
};

/** A fee split in cents: each period runs from its start to the next one's, the last to endDate. */
export type FeeSchedule = { endDate: IsoDate; periods: readonly { startDate: IsoDate; feeCents: number }[] };
