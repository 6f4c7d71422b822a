import type { FastifyBaseLogger } from 'fastify';
import { datePhrase, documentCategoryLabels, type DocumentCategory } from '@portale/shared';
import { escapeHtml, type Mailer } from '../../plugins/mail.ts';
import { html, type NotifyInput, type SafeHtml } from '../notifications/index.ts';
import type { DocumentRecipientUser } from './document-recipients.repository.ts';

export type NoticeDocument = {
  documentId: string;
  title: string;
  category: DocumentCategory;
  version: number;
  validUntil: string | null;
};

const italianDay = (day: string) => day.split('-').reverse().join('/');

/** What a user is told: the notification's text, and the email's subject and sentence. */
type Notice = { template: SafeHtml; subject: string; sentence: string };

function publishedNotice(document: NoticeDocument, providerName: string): Notice {
  const category = documentCategoryLabels[document.category];
  const validity = document.validUntil
    ? `, valido ${datePhrase('fino al', italianDay(document.validUntil))}`
    : '';
  if (document.version > 1) {
    return {
      template: html`Nuova versione (${document.version}) del documento
        <strong>${document.title}</strong>${validity}.`,
      subject: `Nuova versione del documento ${document.title}`,
      sentence: `${providerName} ha pubblicato la versione ${document.version} del documento «${document.title}» (${category})${validity}.`,
    };
  }
  return {
    template: html`Nuovo documento <strong>${document.title}</strong> (${category})${validity}.`,
    subject: `Nuovo documento: ${document.title}`,
    sentence: `${providerName} ha pubblicato il documento «${document.title}» (${category})${validity}.`,
  };
}

function expiryNotice(document: { title: string; validUntil: string }): Notice {
  const until = datePhrase('il', italianDay(document.validUntil));
  return {
    template: html`Il documento <strong>${document.title}</strong> scade ${until}.`,
    subject: `Documento in scadenza: ${document.title}`,
    sentence: `Il documento «${document.title}» scade ${until}: chiedete al fornitore la versione aggiornata se vi serve ancora.`,
  };
}

/**
 * Tells customer users about a document: a notification that opens it (stored, then pushed live), a
 * refresh of their badges, and an email to those who accept system emails. Failures are logged; the
 * document is published all the same.
 */
export function createDocumentNotifier(deps: {
  notify: (input: NotifyInput) => Promise<unknown>;
  refreshProfile: (userId: string) => void;
  mailer: Mailer;
  publicUrl: string;
  providerName: string;
  log: FastifyBaseLogger;
}) {
  const base = deps.publicUrl.replace(/\/+$/, '');

  async function tell(
    user: DocumentRecipientUser,
    documentId: string,
    notice: Notice,
    fromUserId: string | null,
  ): Promise<void> {
    try {
      await deps.notify({
        userId: user.userId,
        template: notice.template,
        state: 'document-detail',
        stateParams: { documentId },
        fromUserId,
      });
      deps.refreshProfile(user.userId);
    } catch (err) {
      deps.log.warn({ err, documentId }, 'document notification not stored');
    }
    if (!user.systemEmailsConsent) return;
    const link = `${base}/documents/${documentId}`;
    const greeting = `Gentile ${user.firstName} ${user.lastName},`;
    const signature = `${deps.providerName}\nPortale Clienti`;
    deps.mailer
      .send({
        to: user.email,
        subject: notice.subject,
        text: [greeting, notice.sentence, `Apri il documento: ${link}`, signature].join('\n\n'),
        html:
          `<!doctype html><html lang="it"><head><meta charset="utf-8"></head><body style="font-family: sans-serif">` +
          `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(notice.sentence)}</p>` +
          `<p><a href="${escapeHtml(link)}">Apri il documento</a></p>` +
          `<p>${escapeHtml(signature).replaceAll('\n', '<br>')}</p></body></html>`,
        links: [link],
      })
      .catch((err: unknown) => deps.log.warn({ err, documentId }, 'document email not sent'));
  }

  return {
    /** A new document or a new version, to the users who reach it. */
    async tellPublished(
      document: NoticeDocument,
      recipients: readonly DocumentRecipientUser[],
      actorUserId: string,
    ): Promise<void> {
      const notice = publishedNotice(document, deps.providerName);
      for (const user of recipients) await tell(user, document.documentId, notice, actorUserId);
    },

    /** A document whose validity ends within 30 days, to one user. */
    tellExpiring: (
      user: DocumentRecipientUser,
      document: { documentId: string; title: string; validUntil: string },
    ) => tell(user, document.documentId, expiryNotice(document), null),
  };
}

export type DocumentNotifier = ReturnType<typeof createDocumentNotifier>;
