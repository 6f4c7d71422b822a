import {
  complianceStateLabels,
  documentValidityLabels,
  type ComplianceState,
  type DocumentValidityState,
} from '@portale/shared';
import { formatDateAfter } from './format.ts';

/**
 * The theme colour of each validity and checklist state (light badges and their dots draw shade 9 of
 * it over shade 1, which the theme keeps readable): green when in order, orange when it ends soon, red
 * when it has ended or is missing.
 */
export const validityColours: Record<DocumentValidityState, string> = {
  current: 'teal',
  expiring: 'orange',
  expired: 'red',
  none: 'gray',
};

export const complianceColours: Record<ComplianceState, string> = {
  present: 'teal',
  expiring: 'orange',
  expired: 'red',
  missing: 'red',
};

export { complianceStateLabels, documentValidityLabels };

const dayMs = 86_400_000;
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/**
 * When a document stops being valid, as a sentence, seen from `today` (Italy's day, 'YYYY-MM-DD'): a
 * document is valid through its last day. «Valido fino al 12/03/2026», «Scade tra 5 giorni,
 * l’11/03/2026», «Scade domani», «Scade oggi», «Scaduto il 02/03/2026», «Senza scadenza».
 */
export function validitySentence(validUntil: string | null, today: string): string {
  if (!validUntil) return 'Senza scadenza';
  const days = daysFrom(today, validUntil);
  if (days < 0) return `Scaduto ${formatDateAfter('il', validUntil)}`;
  if (days === 0) return 'Scade oggi';
  if (days === 1) return 'Scade domani';
  if (days <= 30) return `Scade tra ${days} giorni, ${formatDateAfter('il', validUntil)}`;
  return `Valido ${formatDateAfter('fino al', validUntil)}`;
}

/** Numbers read starting with a vowel (uno, otto, undici, ottanta…), before which «al» elides. */
const readsWithVowel = (n: number) => n === 1 || n === 8 || n === 11 || (n >= 80 && n <= 89);

/** A checklist's share after «al», elided as it is read: «al 60%», «all’80%», «al 100%». */
export const atPercent = (percentage: number): string =>
  `${readsWithVowel(percentage) ? 'all’' : 'al '}${percentage}%`;
