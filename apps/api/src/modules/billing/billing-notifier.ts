import type { FastifyBaseLogger } from 'fastify';
import { billingDocumentKindLabels, formatEuroCents, type BillingDocumentKind } from '@portale/shared';
import { escapeHtml, type Mailer } from '../../plugins/mail.ts';
import { html, type NotifyInput } from '../notifications/index.ts';
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
 * Tells the users who see a job order's invoices that a new document is there: a notification that
 * opens it (stored, then pushed live), a refresh of their badges, and an email to those who accept
 * system emails. Failures are logged; the document is published all the same.
 */
export function createBillingNotifier(deps: {
  notify: (input: NotifyInput) => Promise<unknown>;
  refreshProfile: (userId: string) => void;
  mailer: Mailer;
  findRecipients: BillingRepository['findRecipients'];
  billingSubRole: number;
  publicUrl: string;
  providerName: string;
  log: FastifyBaseLogger;
}) {
  const base = deps.publicUrl.replace(/\/+$/, '');
  return {
    async tellPublished(document: NoticeDocument, actorUserId: string): Promise<void> {
      const recipients = await deps.findRecipients(document.jobOrderId, deps.billingSubRole);
      const label = billingDocumentKindLabels[document.kind];
      const amount = formatEuroCents(document.totalCents);
      const plain =
        `${deps.providerName} ha pubblicato ${document.kind === 'invoice' ? 'la fattura' : 'la nota di credito'} ` +
        `n. ${document.number} di ${amount}, con scadenza ${italianDay(document.dueDate)}.`;
      const link = `${base}/billing/${document.documentId}`;
      for (const user of recipients) {
        try {
          await deps.notify({
            userId: user.userId,
            template: html`Nuova ${label.toLowerCase()} <strong>n. ${document.number}</strong> di ${amount},
              con scadenza ${italianDay(document.dueDate)}.`,
            state: 'billing-detail',
            stateParams: { documentId: document.documentId },
            fromUserId: actorUserId,
          });
          deps.refreshProfile(user.userId);
        } catch (err) {
          deps.log.warn({ err, documentId: document.documentId }, 'billing notification not stored');
        }
        if (!user.systemEmailsConsent) continue;
        const greeting = `Gentile ${user.firstName} ${user.lastName},`;
        const signature = `${deps.providerName}\nPortale Clienti`;
        deps.mailer
          .send({
            to: user.email,
            subject: `${label} n. ${document.number}`,
            text: [greeting, plain, `Apri il documento: ${link}`, signature].join('\n\n'),
            html:
              `<!doctype html><html lang="it"><head><meta charset="utf-8"></head><body style="font-family: sans-serif">` +
              `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(plain)}</p>` +
              `<p><a href="${escapeHtml(link)}">Apri il documento</a></p>` +
              `<p>${escapeHtml(signature).replaceAll('\n', '<br>')}</p></body></html>`,
            links: [link],
          })
          .catch((err: unknown) =>
            deps.log.warn({ err, documentId: document.documentId }, 'billing email not sent'),
          );
      }
    },
  };
}

export type BillingNotifier = ReturnType<typeof createBillingNotifier>;
