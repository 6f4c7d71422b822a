/** A day `days` from today in Italy, as the date fields take it: dd/mm/yyyy. */
export function italianDayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(day);
}
