const monthFormat = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' });

/** «gennaio» … «dicembre»: the months as Italians write them, from the platform's Italian calendar. */
export const italianMonthNames: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  monthFormat.format(new Date(Date.UTC(2000, index, 1))),
);

/**
 * «marzo» for 3 (months counted from 1), «Marzo» with `capital` (a title, a cell of its own); empty for a
 * number that is not a month.
 */
export function italianMonthName(month: number, { capital = false } = {}): string {
  const name = italianMonthNames[month - 1] ?? '';
  return capital ? `${name.charAt(0).toUpperCase()}${name.slice(1)}` : name;
}

/** «7 dicembre» for '12-07', a day of the year written 'MM-DD' (a patron saint's day). */
export function italianMonthDay(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  return `${day ?? ''} ${italianMonthName(month ?? 0)}`;
}
