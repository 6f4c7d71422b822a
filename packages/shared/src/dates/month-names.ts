const monthFormat = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' });

/** «gennaio» … «dicembre»: the months as Italians write them, from the platform's Italian calendar. */
export const italianMonthNames: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  monthFormat.format(new Date(Date.UTC(2000, index, 1))),
);

/** «marzo» for 3 (months counted from 1); empty for a number that is not a month. */
export const italianMonthName = (month: number): string => italianMonthNames[month - 1] ?? '';
