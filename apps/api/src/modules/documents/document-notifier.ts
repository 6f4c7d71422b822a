import { CustomerSubRole, datePhrase, documentCategoryLabels, type DocumentCategory } from '@portale/shared';
import { html, type TellUser, type UserNotice } from '../notifications/index.ts';
import type {
  DocumentRecipientsRepository,
  DocumentRecipientUser,
} from './document-recipients.repository.ts';

export type NoticeDocument = {
  documentId: string;
  title: string;
  category: DocumentCategory;
  version: number;
  validUntil: string | null;
};

const italianDay = (day: string) => day.split('-').reverse().join('/');

/** What a user is told: the notification's text, and the email's subject and sentence. */
type Wording = Pick<UserNotice, 'template' | 'subject' | 'sentence'>;

const validityOf = (document: NoticeDocument) =>
  document.validUntil ? `, valido ${datePhrase('fino al', italianDay(document.validUntil))}` : '';

/** A document new to the user: its first version, or one that now reaches them. */
function newDocumentWording(document: NoticeDocument, providerName: string): Wording {
  const category = documentCategoryLabels[document.category];
  const validity = validityOf(document);
  return {
    template: html`Nuovo documento <strong>${document.title}</strong> (${category})${validity}.`,
    subject: `Nuovo documento: ${document.title}`,
    sentence: `${providerName} ha pubblicato il documento «${document.title}» (${category})${validity}.`,
  };
}

function newVersionWording(document: NoticeDocument, providerName: string): Wording {
  const category = documentCategoryLabels[document.category];
  const validity = validityOf(document);
  return {
    template: html`Nuova versione (${document.version}) del documento
      <strong>${document.title}</strong>${validity}.`,
    subject: `Nuova versione del documento ${document.title}`,
    sentence: `${providerName} ha pubblicato la versione ${document.version} del documento «${document.title}» (${category})${validity}.`,
  };
}

function expiryWording(document: { title: string; validUntil: string }): Wording {
  const until = datePhrase('il', italianDay(document.validUntil));
  return {
    template: html`Il documento <strong>${document.title}</strong> scade ${until}.`,
    subject: `Documento in scadenza: ${document.title}`,
    sentence: `Il documento «${document.title}» scade ${until}: chiedete al fornitore la versione aggiornata se vi serve ancora.`,
  };
}

/** The notice of a document: it opens the document's page. */
const aboutDocument = (documentId: string, wording: Wording): UserNotice => ({
  ...wording,
  state: 'document-detail',
  stateParams: { documentId },
  path: `/documents/${documentId}`,
  linkLabel: 'Apri il documento',
});

/**
 * Tells customer users about a document, through the notifications' one way (`createUserNotices`):
 * a notification that opens it, their badges refreshed, an email to those who accept system emails.
 * It never fails what told it: what the notice is about already happened, so a failure (finding whom
 * to tell, storing, sending) is logged as `document notice not sent` with the document's id.
 */
export function createDocumentNotifier(deps: {
  tell: TellUser;
  findRecipients: DocumentRecipientsRepository['findRecipients'];
  providerName: string;
  /** Where a failure is told (the app's logger). */
  log: { warn: (context: object, message: string) => void };
}) {
  async function tellAll(
    wording: Wording,
    documentId: string,
    recipients: () => Promise<readonly DocumentRecipientUser[]>,
    actorUserId: string | null,
  ): Promise<void> {
    try {
      await deps.tell(await recipients(), aboutDocument(documentId, wording), actorUserId);
    } catch (err) {
      deps.log.warn({ err, documentId }, 'document notice not sent');
    }
  }

  return {
    /** A new document or a new version, to the users with the documents sub-role who reach it. */
    tellPublished: (document: NoticeDocument, actorUserId: string) =>
      tellAll(
        document.version > 1
          ? newVersionWording(document, deps.providerName)
          : newDocumentWording(document, deps.providerName),
        document.documentId,
        () => deps.findRecipients(document.documentId, CustomerSubRole.documents),
        actorUserId,
      ),

    /** A document given a new association, to the users it now reaches: it is new to them. */
    tellReached: (
      document: NoticeDocument,
      recipients: readonly DocumentRecipientUser[],
      actorUserId: string,
    ) =>
      tellAll(
        newDocumentWording(document, deps.providerName),
        document.documentId,
        async () => recipients,
        actorUserId,
      ),

    /** A document whose validity ends within 30 days, to its users. */
    tellExpiring: (
      users: readonly DocumentRecipientUser[],
      document: { documentId: string; title: string; validUntil: string },
    ) => tellAll(expiryWording(document), document.documentId, async () => users, null),
  };
}

export type DocumentNotifier = ReturnType<typeof createDocumentNotifier>;
