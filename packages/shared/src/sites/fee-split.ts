import { z } from 'zod';
import type { IsoDate } from '../dates/calendar-day.ts';
import { isoDateSchema } from '../dates/calendar-day.schemas.ts';
import { formatItalianDate } from './calendar-dates.ts';

/** The largest monthly fee accepted, in euro. */
export const maxMonthlyFee = 9_999_999.99;

export const feeSplitItemInputSchema = z.object({
  startDate: isoDateSchema,
  /** The monthly fee in euro, at most two decimals. */
  fee: z.number(),
  notes: z.string().trim().max(500).nullish(),
});

/** A fee split as a form sends it. Types only: the rules are in validateFeeSplit. */
export const feeSplitInputSchema = z.object({
  endDate: isoDateSchema,
  items: z.array(feeSplitItemInputSchema).max(240),
});
export type FeeSplitInput = z.infer<typeof feeSplitInputSchema>;

/** A fee split as the API returns it: fees in euro. */
export const feeSplitSchema = z.object({
  endDate: isoDateSchema,
  items: z.array(z.object({ startDate: isoDateSchema, fee: z.number(), notes: z.string().nullable() })),
});
export type FeeSplit = z.infer<typeof feeSplitSchema>;

/** The days a fee split must stay within: the site's dates, or a service's. */
export type FeeSplitBounds = { from: IsoDate; to: IsoDate; of: 'site' | 'service' };

/** A rule broken by one field; the path is relative to the fee split, e.g. 'items.2.startDate'. */
export type FieldIssue = { path: string; message: string };

const boundsLabel = { site: 'dell’ubicazione', service: 'del servizio' } as const;

/** Euro to integer cents, or null when the amount has more than two decimals or is not finite. */
export function euroToCents(euro: number): number | null {
  if (!Number.isFinite(euro)) return null;
  const cents = Math.round(euro * 100);
  return Math.abs(cents - euro * 100) < 1e-6 ? cents : null;
}

export const centsToEuro = (cents: number): number => cents / 100;

function feeIssue(fee: number): string | null {
  if (!Number.isFinite(fee)) return 'Inserisci un importo valido';
  if (fee < 0) return 'Il canone non può essere negativo';
  if (fee > maxMonthlyFee) return 'Il canone supera il massimo consentito';
  if (euroToCents(fee) === null) return 'Il canone può avere al massimo due decimali';
  return null;
}

/**
 * The rules of a fee split (PRODUCT.md, Fees): at least one period; periods in date order and not
 * overlapping (two periods never start on the same day); every period and the end date inside the
 * bounds; the end date not before the last period's start; fees not negative, in euro with at most
 * two decimals. Without bounds only the rules that need no site are checked (a form can check those
 * before it knows the site). An empty list means the split is valid.
 */
export function validateFeeSplit(split: FeeSplitInput, bounds?: FeeSplitBounds): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (split.items.length === 0) issues.push({ path: 'items', message: 'Inserisci almeno un periodo' });
  const of = bounds ? boundsLabel[bounds.of] : '';
  split.items.forEach((item, index) => {
    const path = `items.${index}`;
    const previous = split.items[index - 1];
    if (previous && item.startDate < previous.startDate) {
      issues.push({
        path: `${path}.startDate`,
        message: 'I periodi devono essere in ordine di data di inizio',
      });
    } else if (previous && item.startDate === previous.startDate) {
      issues.push({ path: `${path}.startDate`, message: 'Il periodo si sovrappone al precedente' });
    }
    if (bounds && item.startDate < bounds.from) {
      issues.push({
        path: `${path}.startDate`,
        message: `Il periodo inizia prima dell’inizio ${of} (${formatItalianDate(bounds.from)})`,
      });
    }
    if (bounds && item.startDate > bounds.to) {
      issues.push({
        path: `${path}.startDate`,
        message: `Il periodo inizia dopo la fine ${of} (${formatItalianDate(bounds.to)})`,
      });
    }
    const feeMessage = feeIssue(item.fee);
    if (feeMessage) issues.push({ path: `${path}.fee`, message: feeMessage });
  });
  const lastStart = split.items.reduce<IsoDate | null>(
    (latest, item) => (latest === null || item.startDate > latest ? item.startDate : latest),
    null,
  );
  if (lastStart !== null && split.endDate < lastStart) {
    issues.push({
      path: 'endDate',
      message: 'La data di fine non può precedere l’inizio dell’ultimo periodo',
    });
  }
  if (bounds && split.endDate > bounds.to) {
    issues.push({
      path: 'endDate',
      message: `La data di fine supera la fine ${of} (${formatItalianDate(bounds.to)})`,
    });
  }
  if (bounds && split.endDate < bounds.from) {
    issues.push({
      path: 'endDate',
      message: `La data di fine precede l’inizio ${of} (${formatItalianDate(bounds.from)})`,
    });
  }
  return issues;
}

/** The fee split schema with its rules, for a form that knows the bounds. */
export const feeSplitFormSchema = (bounds?: FeeSplitBounds) =>
  feeSplitInputSchema.superRefine((split, context) => {
    for (const issue of validateFeeSplit(split, bounds)) {
      context.addIssue({ code: 'custom', path: issue.path.split('.').map(pathKey), message: issue.message });
    }
  });

const pathKey = (key: string): string | number => (/^\d+$/.test(key) ? Number(key) : key);

/**
 * A fee split cut to new dates (when a site's or a service's dates change): it ends by `to`; periods
 * starting after the end are dropped; the period in force on `from` starts on `from` and earlier ones
 * are dropped. Null when nothing is left.
 */
export function clipFeeSplit<P extends { startDate: IsoDate }>(
  split: { endDate: IsoDate; periods: readonly P[] },
  from: IsoDate,
  to: IsoDate,
): { endDate: IsoDate; periods: P[] } | null {
  const endDate = split.endDate < to ? split.endDate : to;
  if (endDate < from) return null;
  const sorted = [...split.periods].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const inForceOnFrom = sorted.filter((period) => period.startDate <= from).at(-1);
  const periods = [
    ...(inForceOnFrom ? [{ ...inForceOnFrom, startDate: from }] : []),
    ...sorted.filter((period) => period.startDate > from && period.startDate <= endDate),
  ];
  return periods.length === 0 ? null : { endDate, periods };
}
