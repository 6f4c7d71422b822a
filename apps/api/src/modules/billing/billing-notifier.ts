import { billingDocumentKindLabels, formatEuroCents, type BillingDocumentKind } from '@portale/shared';
import { html, type TellUser } from '../notifications/index.ts';
import type { BillingRepository } from './billing.repository.ts';

export type NoticeDocument = {
  documentId: string;
  kind: BillingDocumentKind;
  number: string;
  totalCents: number;
  dueDate: string;
  jobOrderId: string;
};

const italianDay = (day: string) => day.split('-').reverse().join('/');

/**
 * Tells the users who see a job order's invoices that a new document is there, through the
 * notifications' one way (`createUserNotices`): a notification that opens it, their badges refreshed,
 * an email to those who accept system emails. It never fails the publishing: the document is there, so
 * a failure (finding whom to tell, storing, sending) is logged as `billing notice not sent`.
 */
export function createBillingNotifier(deps: {
  tell: TellUser;
  findRecipients: BillingRepository['findRecipients'];
  billingSubRole: number;
  providerName: string;
  /** Where a failure is told (the app's logger). */
  log: { warn: (context: object, message: string) => void };
}) {
  return {
    async tellPublished(document: NoticeDocument, actorUserId: string): Promise<void> {
      try {
        await tell(document, actorUserId);
      } catch (err) {
        deps.log.warn({ err, documentId: document.documentId }, 'billing notice not sent');
      }
    },
  };

  async function tell(document: NoticeDocument, actorUserId: string) {
    const recipients = await deps.findRecipients(document.jobOrderId, deps.billingSubRole);
    const label = billingDocumentKindLabels[document.kind];
    const amount = formatEuroCents(document.totalCents);
    const dueDate = italianDay(document.dueDate);
    const notice = {
      template: html`Nuova ${label.toLowerCase()} <strong>n. ${document.number}</strong> di ${amount}, con
        scadenza ${dueDate}.`,
      state: 'billing-detail' as const,
      stateParams: { documentId: document.documentId },
      subject: `${label} n. ${document.number}`,
      sentence:
        `${deps.providerName} ha pubblicato ${document.kind === 'invoice' ? 'la fattura' : 'la nota di credito'} ` +
        `n. ${document.number} di ${amount}, con scadenza ${dueDate}.`,
      path: `/billing/${document.documentId}`,
      linkLabel: 'Apri il documento',
    };
    await deps.tell(recipients, notice, actorUserId);
  }
}

export type BillingNotifier = ReturnType<typeof createBillingNotifier>;
