import type { CustomerActivity, JobOrderItem, JobOrderState } from '@portale/shared';
import { isJobOrderExtended, jobOrderStateOn, romeClock } from '@portale/shared';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatDateAfter, formatPeriod } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';

export const customerActivityLabels: Record<CustomerActivity, string> = {
  active: 'Attivi',
  inactive: 'Non attivi',
};

export const jobOrderStateLabels: Record<JobOrderState, string> = {
  inActivation: 'In attivazione',
  active: 'In corso',
  extended: 'Prorogata',
  closed: 'Chiusa',
};

export const jobOrderStateColors: Record<JobOrderState, string> = {
  inActivation: 'blue',
  active: 'green',
  extended: 'orange',
  closed: 'gray',
};

/** A job order's state today, in Italy. */
export const jobOrderStateToday = (
  jobOrder: Pick<JobOrderItem, 'dateFrom' | 'dateTo' | 'originalDateTo'>,
  today: string,
): JobOrderState => jobOrderStateOn(jobOrder, today);

/** What deactivating a customer does, for the confirmation. */
export function deactivationMessage(customer: { name: string; usersCount: number }): string {
  const users =
    customer.usersCount === 0
      ? 'Il cliente non ha utenti'
      : `${formatCount(customer.usersCount, 'utente', 'utenti')} del cliente non potranno più accedere al portale`;
  return (
    `${users}: chi è collegato viene disconnesso alla prima azione e l’accesso viene rifiutato. ` +
    'Le ubicazioni di «' +
    customer.name +
    '» non vengono più mostrate ai suoi utenti. Nulla viene cancellato: riattivando il cliente tutto torna com’era.'
  );
}

export const reactivationMessage = (name: string) =>
  `Gli utenti abilitati di «${name}» potranno di nuovo accedere al portale e vedere le loro ubicazioni.`;

/** The job order's period, and whether and since when it was extended. */
export function jobOrderPeriod(
  jobOrder: Pick<JobOrderItem, 'dateFrom' | 'dateTo' | 'originalDateTo'>,
): string {
  const period = formatPeriod(jobOrder.dateFrom, jobOrder.dateTo, 'Dal');
  return isJobOrderExtended(jobOrder)
    ? `${period}, prorogata: la fine originaria era ${formatDateAfter('il', jobOrder.originalDateTo)}`
    : period;
}

/**
 * How the job order's dates drive the filters of its customer's site lists (modules/sites/site-filters):
 * each site's own dates say active, closed or in activation; the job order's original end says extended.
 */
export function siteFiltersExplanation(
  jobOrder: Pick<JobOrderItem, 'dateFrom' | 'dateTo' | 'originalDateTo'>,
): string[] {
  const lines = [
    `Le ubicazioni della commessa hanno date proprie, comprese ${formatPeriod(jobOrder.dateFrom, jobOrder.dateTo, 'dal')}: un’ubicazione non può cominciare prima della commessa né finire dopo.`,
    'Nell’elenco delle ubicazioni il cliente le filtra così: «Attive» se oggi è compreso tra le date dell’ubicazione, «In attivazione» se cominciano più avanti, «Chiuse» se sono finite.',
  ];
  lines.push(
    isJobOrderExtended(jobOrder)
      ? `«Prorogate»: le ubicazioni attive dopo la fine originaria della commessa, cioè ${formatDateAfter('dal', nextDay(jobOrder.originalDateTo))} in poi.`
      : '«Prorogate»: le ubicazioni attive dopo la fine originaria della commessa. Ora la fine coincide con quella originaria: per prorogare la commessa sposta in avanti la data di fine e lascia com’è la fine originaria.',
  );
  return lines;
}

/** The day after a calendar day 'YYYY-MM-DD'. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The Italian sentence of a failed read of the area. */
export const customersReadErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'La ricerca non è valida: controlla i filtri e riprova.',
    403: 'Non hai i permessi per vedere questi dati.',
    404: 'Non trovato: forse il codice è sbagliato.',
  });

/** The Italian sentence of a change not saved. */
export const customerChangeErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'Alcuni dati non sono validi: controlla i campi segnalati e riprova.',
    403: 'Non hai i permessi per questa modifica.',
    404: 'Cliente non trovato: forse il codice è sbagliato. Ricarica la pagina.',
    409: 'Il codice è già usato da un altro cliente: scegline un altro.',
  });

export const jobOrderChangeErrorMessage = (error: unknown): string =>
  apiErrorMessage(error, {
    400: 'Alcuni dati non sono validi: controlla i campi segnalati e riprova.',
    403: 'Non hai i permessi per questa modifica.',
    404: 'Cliente o commessa non trovati: ricarica la pagina.',
    409: 'Il codice è già usato da un’altra commessa: scegline un altro.',
  });

/** Today in Italy, 'YYYY-MM-DD' (no Intl: rome-time.ts). */
export function todayInItaly(now: Date = new Date()): string {
  const { year, month, day } = romeClock(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
