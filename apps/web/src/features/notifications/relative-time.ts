import { formatDate } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';

const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

export type RelativeTime = {
  text: string;
  /** When to compute it again (SPEC.md section 9): 1 s for seconds, 10 s for minutes, 60 s after. */
  refreshMs: number;
};

/**
 * How long ago, in Italian, with the thresholds of SPEC.md section 9: under a minute in seconds, under
 * an hour in minutes, up to 24 hours in hours, up to 36 hours 'ieri', up to 7 days in days, then the
 * date (DD/MM/YYYY, Italian time).
 */
export function relativeTime(moment: Date, now: Date): RelativeTime {
  const elapsed = Math.max(0, now.getTime() - moment.getTime());
  if (elapsed < minute) {
    const seconds = Math.floor(elapsed / second);
    return { text: seconds < 10 ? 'pochi secondi fa' : `${seconds} secondi fa`, refreshMs: second };
  }
  if (elapsed < hour) {
    const minutes = Math.floor(elapsed / minute);
    return { text: formatCount(minutes, 'minuto fa', 'minuti fa'), refreshMs: 10 * second };
  }
  if (elapsed <= day) {
    const hours = Math.floor(elapsed / hour);
    return { text: formatCount(hours, 'ora fa', 'ore fa'), refreshMs: minute };
  }
  if (elapsed <= 36 * hour) return { text: 'ieri', refreshMs: minute };
  if (elapsed <= 7 * day) {
    return { text: `${Math.max(2, Math.floor(elapsed / day))} giorni fa`, refreshMs: minute };
  }
  return { text: formatDate(moment), refreshMs: minute };
}
