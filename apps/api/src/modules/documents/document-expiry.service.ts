import { addDays, CustomerSubRole, documentExpiringDays, romeCalendarDay } from '@portale/shared';
import type { DocumentNotifier } from './document-notifier.ts';
import type { DocumentRecipientsRepository } from './document-recipients.repository.ts';

/**
 * The daily reminder: each customer user with the documents sub-role is told once about each document
 * they reach whose validity ends within 30 days (today included), and again only if it is given a new
 * end. The notice is recorded before it is sent, so two instances never both send it.
 */
export function createDocumentExpiryService(deps: {
  recipients: DocumentRecipientsRepository;
  notifier: Pick<DocumentNotifier, 'tellExpiring'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Sends the notices due; how many were sent. */
    async notifyExpiring(): Promise<number> {
      const at = now();
      const today = romeCalendarDay(at);
      const due = await deps.recipients.findExpiryNoticesDue(
        today,
        addDays(today, documentExpiringDays),
        CustomerSubRole.documents,
      );
      let sent = 0;
      for (const notice of due) {
        if (
          !(await deps.recipients.recordExpiryNotice(notice.documentId, notice.validUntil, notice.userId, at))
        )
          continue;
        await deps.notifier.tellExpiring(notice, notice);
        sent += 1;
      }
      return sent;
    },
  };
}
