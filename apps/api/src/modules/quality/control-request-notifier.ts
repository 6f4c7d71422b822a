import { datePhrase, formatItalianDate } from '@portale/shared';
import { html, type TellUser } from '../notifications/index.ts';
import type { ControlRequestRecord, ControlRequestsRepository } from './control-requests.repository.ts';
import type { QualityControlsRepository } from './quality-controls.repository.ts';

const romeMoment = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** «il 03/03/2026 alle 09:30» («l’11/03/2026 alle 14:00»), in Italy's time. */
export function romeMomentPhrase(instant: Date): string {
  const [day, time] = romeMoment.format(instant).split(', ') as [string, string];
  return `${datePhrase('il', day)} alle ${time}`;
}

/**
 * Tells the other side of a joint control request what changed: staff who answer requests (permission
 * contradictory requests) of a customer's request, reply or withdrawal; the customer who asked (or, for
 * a re-check nobody asked for, the users who follow the site's controls) of staff's answer. The
 * notification opens the requests' page; `tell` never fails the step, which is stored already.
 */
export function createControlRequestNotifier(deps: {
  tell: TellUser;
  repository: Pick<ControlRequestsRepository, 'findAnswerers' | 'findRequester'>;
  findSiteFollowers: QualityControlsRepository['findSiteFollowers'];
}) {
  const subjectOf = (request: ControlRequestRecord) =>
    `Controllo in contraddittorio n. ${String(request.id)} (${request.siteName})`;

  return {
    /** A customer's step: asked, replied or withdrew. */
    async toStaff(request: ControlRequestRecord, sentence: string, actorUserId: string): Promise<void> {
      const site = html`<strong>${request.siteName}</strong> (${request.customerName})`;
      await deps.tell(
        await deps.repository.findAnswerers(),
        {
          template: html`Controllo in contraddittorio n. ${request.id} di ${site}: ${sentence}`,
          state: 'backoffice-quality-requests',
          stateParams: {},
          subject: subjectOf(request),
          sentence: `Controllo in contraddittorio n. ${String(request.id)} di ${request.siteName}: ${sentence}`,
          path: '/backoffice/quality-requests',
          linkLabel: 'Apri le richieste',
        },
        actorUserId,
      );
    },

    /** Staff's answer: the time set or proposed, or the refusal. */
    async toCustomer(request: ControlRequestRecord, sentence: string, actorUserId: string): Promise<void> {
      const requester =
        request.requestedByUserId === null
          ? null
          : await deps.repository.findRequester(request.requestedByUserId);
      const recipients = requester ? [requester] : await deps.findSiteFollowers(request.siteCode);
      await deps.tell(
        recipients,
        {
          template: html`Controllo in contraddittorio su <strong>${request.siteName}</strong>: ${sentence}`,
          state: 'quality-request-control',
          stateParams: {},
          subject: subjectOf(request),
          sentence: `Controllo in contraddittorio su ${request.siteName}: ${sentence}`,
          path: '/quality/request-control',
          linkLabel: 'Apri le richieste',
        },
        actorUserId,
      );
    },
  };
}

export type ControlRequestNotifier = ReturnType<typeof createControlRequestNotifier>;

/** «il 03/03/2026, il 05/03/2026 o il 10/03/2026». */
export const proposedDaysPhrase = (days: readonly string[]): string => {
  const named = days.map((day) => datePhrase('il', formatItalianDate(day)));
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} o ${named.at(-1)!}`;
};
