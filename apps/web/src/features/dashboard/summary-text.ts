import type { CustomerStartStep } from '@portale/shared';
import { formatPercent } from '../../lib/italian-numbers.ts';

/** The dashboard summaries' figures in Italian words. */

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** «2 aperte, 1 in ritardo» or «Nessuna aperta»: a site's open tickets. */
export function openTicketsText(open: number, overdue: number): string {
  if (open === 0) return 'Nessuna aperta';
  const opened = count(open, 'aperta', 'aperte');
  return overdue > 0 ? `${opened}, ${overdue} in ritardo` : opened;
}

/** «Puntuali: 50% (1 su 2)»: the share of recent answers given by the due time. */
export function onTimeText(answered: number, onTime: number): string {
  if (answered === 0) return 'Nessuna risposta recente';
  return `Risposte puntuali: ${formatPercent(onTime / answered)} (${onTime} su ${answered})`;
}

/** «2 in ritardo, 1 in scadenza oggi»: a customer's tickets awaiting the provider. */
export function dueTicketsText(late: number, dueToday: number): string {
  const parts = [
    ...(late > 0 ? [`${late} in ritardo`] : []),
    ...(dueToday > 0 ? [`${dueToday} in scadenza oggi`] : []),
  ];
  return parts.join(', ') || 'Nessuna';
}

/** «Nessun documento scaduto», «1 documento scaduto», «3 documenti scaduti»: what is overdue. */
export const overdueDocumentsText = (n: number) =>
  n === 0 ? 'Nessun documento scaduto' : count(n, 'documento scaduto', 'documenti scaduti');

export const sitesText = (n: number) => count(n, 'ubicazione', 'ubicazioni');
export const usersText = (n: number) => count(n, 'utente', 'utenti');

/** A noun for moreText: its singular, plural and gender. */
export type Noun = { one: string; many: string; feminine?: boolean };
export const customerNoun: Noun = { one: 'cliente', many: 'clienti' };
export const siteNoun: Noun = { one: 'ubicazione', many: 'ubicazioni', feminine: true };
export const companyNoun: Noun = { one: 'azienda', many: 'aziende', feminine: true };

/** «E altri 3 clienti non elencati.»: what a summary left out of its rows; null when nothing. */
export function moreText(shown: number, total: number, noun: Noun): string | null {
  const more = total - shown;
  if (more <= 0) return null;
  if (more === 1)
    return noun.feminine ? `E un’altra ${noun.one} non elencata.` : `E un altro ${noun.one} non elencato.`;
  return noun.feminine
    ? `E altre ${more} ${noun.many} non elencate.`
    : `E altri ${more} ${noun.many} non elencati.`;
}

const missingStepWords: Record<CustomerStartStep, string> = {
  jobOrder: 'nessuna commessa',
  publishedSite: 'nessuna ubicazione pubblicata',
  user: 'nessun utente',
};

/** «Nessuna commessa, nessun utente»: what a customer still lacks before its users can follow it. */
export function missingStepsText(missing: readonly CustomerStartStep[]): string {
  const text = missing.map((step) => missingStepWords[step]).join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** «2 clienti attivi da avviare». */
export const customersToStartText = (n: number) =>
  `${count(n, 'cliente attivo', 'clienti attivi')} da avviare`;
