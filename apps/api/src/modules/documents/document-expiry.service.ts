import { addDays, CustomerSubRole, documentExpiringDays, romeCalendarDay } from '@portale/shared';
import type { DocumentNotifier } from './document-notifier.ts';
import type { DocumentRecipientsRepository } from './document-recipients.repository.ts';

/**
 * The daily reminder: each customer user with the documents sub-role is told once about each document
 * they reach whose validity ends within 30 days (today included), and again only if it is given a new
 * end. The notices are recorded (a statement per thousand) before they are sent, so two instances never both send
 * one; each document's are sent together, to its users at once.
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
      const pair = (notice: { documentId: string; userId: string }) =>
        `${notice.documentId} ${notice.userId}`;
      const recorded = new Set((await deps.recipients.recordExpiryNotices(due, at)).map(pair));
      // One notice a document, to all its users at once.
      const byDocument = new Map<string, typeof due>();
      for (const notice of due) {
        if (!recorded.has(pair(notice))) continue;
        const users = byDocument.get(notice.documentId);
        if (users) users.push(notice);
        else byDocument.set(notice.documentId, [notice]);
      }
      for (const users of byDocument.values()) await deps.notifier.tellExpiring(users, users[0]!);
      return recorded.size;
    },
  };
}
