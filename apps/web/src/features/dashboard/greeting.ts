import { romeClock } from '@portale/shared';

/** 'Buongiorno' until 13, 'Buon pomeriggio' until 18, then 'Buonasera', by the clock in Italy. */
export function greetingFor(moment: Date): string {
  const { hour } = romeClock(moment);
  if (hour >= 5 && hour < 13) return 'Buongiorno';
  if (hour >= 13 && hour < 18) return 'Buon pomeriggio';
  return 'Buonasera';
}
