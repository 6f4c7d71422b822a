import { describe, expect, it } from 'vitest';
import { createBillingNotifier, type NoticeDocument } from './billing-notifier.ts';

const invoice: NoticeDocument = {
  documentId: 'b6f1c2de-0000-4000-8000-000000000001',
  kind: 'invoice',
  number: 'FT-12',
  totalCents: 122_000,
  dueDate: '2026-03-10',
  jobOrderId: 'CO0001',
};

function notifierWith(failing: { findRecipients?: Error; tell?: Error }) {
  const warnings: { context: object; message: string }[] = [];
  const notifier = createBillingNotifier({
    tell: async () => {
      if (failing.tell) throw failing.tell;
    },
    findRecipients: async () => {
      if (failing.findRecipients) throw failing.findRecipients;
      return [];
    },
    billingSubRole: 11,
    providerName: 'Servizi Integrati Italia',
    log: { warn: (context: object, message: string) => warnings.push({ context, message }) },
  });
  return { notifier, warnings };
}

describe('the billing notifier', () => {
  const failures: [string, { findRecipients?: Error; tell?: Error }][] = [
    ['finding whom to tell', { findRecipients: new Error('connection lost') }],
    ['telling them', { tell: new Error('database down') }],
  ];
  it.each(failures)(
    'logs a failure of %s with the document, and never fails the publishing',
    async (_, failing) => {
      const { notifier, warnings } = notifierWith(failing);
      await expect(notifier.tellPublished(invoice, 'staff-user')).resolves.toBeUndefined();
      expect(warnings).toEqual([
        {
          context: { err: failing.findRecipients ?? failing.tell, documentId: invoice.documentId },
          message: 'billing notice not sent',
        },
      ]);
    },
  );
});
