/**
 * «gennaio» … «dicembre»: the months as Italians write them (the test checks them against the platform's
 * Italian calendar). Written out rather than asked of Intl when the module loads: the first Intl date
 * formatter cost the dashboard's first screen 60 to 70 ms on a phone (docs/decisions/001).
 */
export const italianMonthNames: readonly string[] = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

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
