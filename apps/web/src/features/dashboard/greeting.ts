import { onFirstUse } from '../../lib/format.ts';

const romeHour = onFirstUse(
  () => new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: 'numeric', hourCycle: 'h23' }),
);

/** 'Buongiorno' until 13, 'Buon pomeriggio' until 18, then 'Buonasera', by the clock in Italy. */
export function greetingFor(moment: Date): string {
  const hour = Number(romeHour().format(moment));
  if (hour >= 5 && hour < 13) return 'Buongiorno';
  if (hour >= 13 && hour < 18) return 'Buon pomeriggio';
  return 'Buonasera';
}
