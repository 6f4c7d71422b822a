import { describe, expect, it } from 'vitest';
import { createDocumentNotifier, type NoticeDocument } from './document-notifier.ts';
import type { DocumentRecipientUser } from './document-recipients.repository.ts';

const document: NoticeDocument = {
  documentId: 'd0c0e1f2-0000-4000-8000-000000000001',
  title: 'DUVRI 2026',
  category: 'duvri',
  version: 1,
  validUntil: '2026-12-31',
};
const reader: DocumentRecipientUser = {
  userId: 'u-1',
  email: 'giulia.bianchi@example.it',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  systemEmailsConsent: true,
};

function notifierWith(failing: { findRecipients?: Error; tell?: Error }) {
  const warnings: { context: object; message: string }[] = [];
  const told: string[][] = [];
  const notifier = createDocumentNotifier({
    tell: async (users) => {
      if (failing.tell) throw failing.tell;
      told.push(users.map((user) => user.userId));
    },
    findRecipients: async () => {
      if (failing.findRecipients) throw failing.findRecipients;
      return [reader];
    },
    providerName: 'Servizi Integrati Italia',
    log: { warn: (context: object, message: string) => warnings.push({ context, message }) },
  });
  return { notifier, warnings, told };
}

type Notifier = ReturnType<typeof notifierWith>['notifier'];
const notifierCalls = {
  tellPublished: (notifier: Notifier) => notifier.tellPublished(document, 'staff-user'),
  tellReached: (notifier: Notifier) => notifier.tellReached(document, [reader], 'staff-user'),
  tellExpiring: (notifier: Notifier) =>
    notifier.tellExpiring([reader], {
      documentId: document.documentId,
      title: 'DUVRI',
      validUntil: '2026-12-31',
    }),
};

describe('the document notifier', () => {
  it('tells the readers the document reaches', async () => {
    const { notifier, warnings, told } = notifierWith({});
    await notifier.tellPublished(document, 'staff-user');
    expect(told).toEqual([['u-1']]);
    expect(warnings).toEqual([]);
  });

  const failures: [string, { findRecipients?: Error; tell?: Error }, keyof typeof notifierCalls][] = [
    ['finding whom to tell', { findRecipients: new Error('connection lost') }, 'tellPublished'],
    ['telling them of a new document', { tell: new Error('database down') }, 'tellPublished'],
    ['telling them a document now reaches them', { tell: new Error('database down') }, 'tellReached'],
    ['telling them a document ends', { tell: new Error('database down') }, 'tellExpiring'],
  ];
  it.each(failures)(
    'logs a failure of %s with the document, and never fails its caller',
    async (_, failing, call) => {
      const { notifier, warnings } = notifierWith(failing);
      await expect(notifierCalls[call](notifier)).resolves.toBeUndefined();
      expect(warnings).toEqual([
        {
          context: { err: failing.findRecipients ?? failing.tell, documentId: document.documentId },
          message: 'document notice not sent',
        },
      ]);
    },
  );
});
