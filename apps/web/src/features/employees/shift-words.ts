import { weekdayShortNames } from './employee-words.ts';

/** A planned shift on a day of the week (1 Monday … 7 Sunday), times in Italy. */
export type WeeklyShift = { weekday: number; startsAt: string; endsAt: string };

/** 'HH:MM' of a time the API may send with seconds. */
const clock = (time: string) => time.slice(0, 5);

/** «a», «a e b», «a, b e c». */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/**
 * Days of the week in words, Monday first: three days or more in a row as a span («lun–ven»), the
 * others one by one («sab e dom», «lun–mer e ven»).
 */
export function weekdaysInWords(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  const parts: string[] = [];
  let start = 0;
  while (start < days.length) {
    let end = start;
    while (end + 1 < days.length && days[end + 1] === days[end]! + 1) end += 1;
    const name = (index: number) => weekdayShortNames[days[index]! - 1]!;
    if (end - start >= 2) parts.push(`${name(start)}–${name(end)}`);
    else for (let index = start; index <= end; index += 1) parts.push(name(index));
    start = end + 1;
  }
  return listInWords(parts);
}

/**
 * A person's weekly shifts on a site in words: the days with the same hours together, in the week's
 * order, «lun–ven 06:00–09:00; sab 07:00–10:00», a split day's hours joined, «lun–ven 06:00–09:00 e
 * 17:00–19:00». Empty when there is no shift.
 */
export function shiftsInWords(shifts: readonly WeeklyShift[]): string {
  const hoursByDay = new Map<number, string[]>();
  for (const shift of shifts) {
    const hours = hoursByDay.get(shift.weekday) ?? [];
    const range = `${clock(shift.startsAt)}–${clock(shift.endsAt)}`;
    if (!hours.includes(range)) hours.push(range);
    hoursByDay.set(shift.weekday, hours);
  }
  const daysByHours = new Map<string, number[]>();
  for (const weekday of [...hoursByDay.keys()].sort((a, b) => a - b)) {
    const hours = listInWords(hoursByDay.get(weekday)!.sort());
    daysByHours.set(hours, [...(daysByHours.get(hours) ?? []), weekday]);
  }
  return [...daysByHours].map(([hours, weekdays]) => `${weekdaysInWords(weekdays)} ${hours}`).join('; ');
}
