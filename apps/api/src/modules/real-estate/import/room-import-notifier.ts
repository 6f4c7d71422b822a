import { CustomerSubRole, datePhrase, formatItalianDate } from '@portale/shared';
import type { AppConfig } from '../../../config/config.ts';
import type { Mailer } from '../../../plugins/mail.ts';
import type { Hub } from '../../../plugins/realtime.ts';
import type { SharedDeps } from '../../app-module.ts';
import { createUserNotices, html, type NotificationService } from '../../notifications/index.ts';
import type { AppliedRoomImport } from './room-import-flow.service.ts';
import { createRoomImportRecipientsRepository } from './room-import-notifier.repository.ts';

/**
 * «12 locali aggiunti, 2 modificati, 1 chiuso»: the counts that are not zero, the noun with the first
 * one, each participle agreeing with its count; empty when nothing changed.
 */
function roomChangesPhrase(run: Pick<AppliedRoomImport, 'added' | 'changed' | 'closed'>): string {
  const parts = (
    [
      [run.added, 'aggiunto', 'aggiunti'],
      [run.changed, 'modificato', 'modificati'],
      [run.closed, 'chiuso', 'chiusi'],
    ] as const
  ).filter(([count]) => count > 0);
  return parts
    .map(([count, one, many], index) => {
      const noun = index === 0 ? (count === 1 ? ' locale' : ' locali') : '';
      return `${count}${noun} ${count === 1 ? one : many}`;
    })
    .join(', ');
}

/**
 * Tells the customer users with sub-role real estate registry who see the site that an applied import
 * changed its rooms, through the notifications' one way (`createUserNotices`): a notification that opens
 * the site's registry, their badges refreshed, an email to those who accept system emails. An import
 * that changed nothing, or a dry run, tells nobody. The import service calls `notifyApplied` after its
 * transaction commits; a failure to tell is logged, never undoes the import.
 */
export function createRoomImportNotifier(
  deps: Pick<SharedDeps, 'db' | 'log'> & {
    config: Pick<AppConfig, 'PUBLIC_URL' | 'PROVIDER_NAME'>;
    notifications: Pick<NotificationService, 'notifyAll'>;
    hub: Pick<Hub, 'notifyUser'>;
    mailer: Mailer;
  },
) {
  const tell = createUserNotices('room import', deps);
  const recipients = createRoomImportRecipientsRepository(deps.db);
  return {
    async notifyApplied(run: AppliedRoomImport): Promise<void> {
      const changes = roomChangesPhrase(run);
      if (!changes) return;
      const users = await recipients.findRecipients(run.siteCode, CustomerSubRole.realEstateRegistry);
      const from = datePhrase('dal', formatItalianDate(run.effectiveFrom));
      const notice = {
        template: html`Anagrafica di <strong>${run.siteName}</strong> aggiornata: ${changes}.`,
        state: 'real-estate' as const,
        stateParams: { site: run.siteCode },
        subject: `Anagrafica immobiliare di ${run.siteName} aggiornata`,
        sentence:
          `${deps.config.PROVIDER_NAME} ha aggiornato l’anagrafica immobiliare di ${run.siteName} ` +
          `(${run.siteCode}): ${changes}, ${from}.`,
        path: `/real-estate?site=${encodeURIComponent(run.siteCode)}`,
        linkLabel: 'Apri l’anagrafica',
      };
      await tell(users, notice, run.userId);
    },
  };
}

export type RoomImportNotifier = ReturnType<typeof createRoomImportNotifier>;
