import { addDays, type FeeSplit, type IsoDate } from '@portale/shared';

/** One period of a fee split with its last day: the day before the next period starts, or the end date. */
export type FeePeriod = { from: IsoDate; to: IsoDate; fee: number; notes: string | null; current: boolean };

/** The periods of a fee split in date order, each with its last day and whether it is in force today. */
export function feeSplitPeriods(split: FeeSplit, today: IsoDate): FeePeriod[] {
  const items = [...split.items].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return items.map((item, index) => {
    const next = items[index + 1];
    const to = next ? addDays(next.startDate, -1) : split.endDate;
    return {
      from: item.startDate,
      to,
      fee: item.fee,
      notes: item.notes,
      current: item.startDate <= today && today <= to,
    };
  });
}
