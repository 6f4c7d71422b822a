import { ticketUrgencyLabels, type TicketUrgency } from '@portale/shared';
import { getConfiguredDurations } from '../../../lib/app-config.ts';
import { formatCount } from '../../../lib/italian-numbers.ts';

/** When each urgency applies, in the words of a facility manager. */
const urgencyReasons: Record<TicketUrgency, string> = {
  VERY_HIGH: 'rischio per le persone o per l’igiene',
  HIGH: 'blocca un’attività',
  MEDIUM: 'rallenta il lavoro',
  LOW: 'un disagio che può attendere',
  VERY_LOW: 'un miglioramento',
};

/** «4 ore», «24 ore», «3 giorni»: hours up to a day, whole days beyond. */
export function dueWithinText(hours: number): string {
  return hours > 24 && hours % 24 === 0
    ? formatCount(hours / 24, 'giorno', 'giorni')
    : formatCount(hours, 'ora', 'ore');
}

/**
 * An urgency of the new-ticket form, with when it applies and the time the provider has to answer it as
 * the API is configured (TICKET_DUE_HOURS_*), so what the form promises is the ticket's due time:
 * «Media – rallenta il lavoro: risposta entro 24 ore».
 */
export function urgencyOptionText(urgency: TicketUrgency): string {
  const hours = getConfiguredDurations().ticketDueHours[urgency];
  return `${ticketUrgencyLabels[urgency]} – ${urgencyReasons[urgency]}: risposta entro ${dueWithinText(hours)}`;
}
