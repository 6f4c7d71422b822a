import {
  datePhrase,
  formatItalianDate,
  roomVariationTypeLabels,
  serviceVariationTypeLabels,
  variationStateLabels,
  VariationState,
  type RoomVariationType,
  type ServiceVariationType,
} from '@portale/shared';
import type { AppConfig } from '../../config/config.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Hub } from '../../plugins/realtime.ts';
import type { SharedDeps } from '../app-module.ts';
import { createUserNotices, html, type NotificationService } from '../notifications/index.ts';
import type { VariationRecord, VariationsRepository } from './variations.repository.ts';

/** «Chiusura di 2 locali dal 02/02/2026 all’08/02/2026», «Sospensione del servizio Vetri dal …». */
export function variationPhrase(
  variation: Pick<
    VariationRecord,
    'roomVariationType' | 'serviceVariationType' | 'serviceName' | 'roomCount' | 'dateFrom' | 'dateTo'
  >,
): string {
  const what =
    variation.roomVariationType !== null
      ? `${roomVariationTypeLabels[variation.roomVariationType as RoomVariationType]} di ${
          variation.roomCount === 1 ? 'un locale' : `${String(variation.roomCount)} locali`
        }`
      : `${serviceVariationTypeLabels[variation.serviceVariationType as ServiceVariationType]} (${variation.serviceName ?? 'servizio'})`;
  const from = datePhrase('dal', formatItalianDate(variation.dateFrom));
  const to = variation.dateTo === null ? '' : ` ${datePhrase('al', formatItalianDate(variation.dateTo))}`;
  return `${what} ${from}${to}`;
}

/**
 * Tells the requester of a variation what the provider decided (taken in charge, accepted, rejected),
 * through the notifications' one way (`createUserNotices`): a notification that opens the request's page,
 * a badge refresh and an email to those who accept system emails. Never fails the decision.
 */
export function createVariationNotifier(
  deps: Pick<SharedDeps, 'log'> & {
    repository: Pick<VariationsRepository, 'findRecipient'>;
    config: Pick<AppConfig, 'PUBLIC_URL' | 'PROVIDER_NAME'>;
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
) {
  const tell = createUserNotices('variation', deps);
  return {
    async decided(variation: VariationRecord, fromUserId: string): Promise<void> {
      try {
        if (!variation.requestedByUserId || variation.requestedByUserId === fromUserId) return;
        const user = await deps.repository.findRecipient(variation.requestedByUserId);
        if (!user) return;
        const label = variationStateLabels[variation.state].toLowerCase();
        const what = variationPhrase(variation);
        const site = html`<strong>${variation.siteName}</strong>`;
        const why =
          variation.state === VariationState.rejected && variation.decisionReason
            ? ` Motivo: ${variation.decisionReason}`
            : '';
        await tell(
          [user],
          {
            template: html`La richiesta n. ${variation.id} di ${site} è ora «${label}»: ${what}.${why}`,
            state: 'variation-detail',
            stateParams: { variationId: String(variation.id) },
            subject: `Richiesta di variazione n. ${String(variation.id)}: ${label}`,
            sentence:
              `La richiesta di variazione n. ${String(variation.id)} di ${variation.siteName} ` +
              `(${what}) è ora «${label}».${why}`,
            path: `/variations/${String(variation.id)}`,
            linkLabel: 'Apri la richiesta',
          },
          fromUserId,
        );
      } catch (err) {
        deps.log.warn({ err, variationId: variation.id }, 'variation notice not sent');
      }
    },
  };
}
export type VariationNotifier = ReturnType<typeof createVariationNotifier>;
