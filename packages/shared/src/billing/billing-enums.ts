/** Invoice (FatturaPA TD01) or credit note (TD04). */
export const billingDocumentKinds = ['invoice', 'credit_note'] as const;
export type BillingDocumentKind = (typeof billingDocumentKinds)[number];

export const billingDocumentKindLabels: Record<BillingDocumentKind, string> = {
  invoice: 'Fattura',
  credit_note: 'Nota di credito',
};

/**
 * Payment states. Only whether a document is paid is stored; an unpaid one is overdue (scaduta) once
 * its due date has passed, in Italy, and to pay (da pagare) until then.
 */
export const paymentStates = ['to_pay', 'overdue', 'paid'] as const;
export type PaymentState = (typeof paymentStates)[number];

export const paymentStateLabels: Record<PaymentState, string> = {
  to_pay: 'Da pagare',
  overdue: 'Scaduta',
  paid: 'Pagata',
};

/** The FatturaPA document type of each kind. */
export const fatturaPaDocumentTypes: Record<BillingDocumentKind, 'TD01' | 'TD04'> = {
  invoice: 'TD01',
  credit_note: 'TD04',
};

/** How many documents one zip may hold. */
export const maxZipDocuments = 100;
