import { addDays, italianMonthOf, maxDate, minDate, type IsoDate } from './dates.ts';
import { randomFor, stableUuid } from './entity-random.ts';
import type { BillingDocumentOpenRow, BillingDocumentRow, OrganisationData } from './rows.ts';
import { makeVatNumber } from './vat.ts';

/** The provider as its invoices name it (the API's PROVIDER_NAME default). */
export const demoProvider = {
  name: 'Servizi Integrati Italia S.p.A.',
  vatNumber: makeVatNumber(2876451, 15),
  address: 'Via dei Servizi, 12',
  cap: '20124',
  city: 'Milano',
  province: 'MI',
};

/** How far back the demo invoices go: a year and a half of monthly invoices. */
const monthsBack = 18;
const vatRate = 0.22;
/** The customers whose users have opened the older documents, so their badges count only the news. */
const fixedCustomerCodes = new Set(['CL0001', 'CL0002', 'CL0003', 'CL0004']);

const firstOfMonth = (day: IsoDate) => `${day.slice(0, 8)}01`;
const nextMonth = (first: IsoDate) => {
  const [year = 0, month = 1] = first.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};
const lastDayOf = (first: IsoDate) => addDays(nextMonth(first), -1);
const monthsBefore = (first: IsoDate, months: number) => {
  let [year = 0, month = 1] = first.split('-').map(Number);
  month -= months;
  while (month < 1) {
    month += 12;
    year -= 1;
  }
  return `${year}-${String(month).padStart(2, '0')}-01`;
};

/**
 * A year and a half of monthly invoices for every running job order, issued early in the next month and
 * due 60 days later: the older ones paid (a few late, some still overdue), the latest to pay; a credit
 * note now and then. The latest invoice of each job order of the fixed customers also has its FatturaPA
 * XML. Each job order draws from a generator of its own, so the fixed customers' documents are the same
 * at every scale; the users of the fixed customers have opened everything issued more than 40 days ago.
 */
export function planBillingDocuments(
  organisation: Pick<OrganisationData, 'customers' | 'jobOrders' | 'users'>,
  today: IsoDate,
): { billingDocuments: BillingDocumentRow[]; billingDocumentOpens: BillingDocumentOpenRow[] } {
  const customers = new Map(organisation.customers.map((customer) => [customer.code, customer]));
  const documents: BillingDocumentRow[] = [];
  const thisMonth = firstOfMonth(today);
  for (const jobOrder of organisation.jobOrders) {
    const customer = customers.get(jobOrder.customerCode);
    if (!customer) continue;
    const rng = randomFor('billing', jobOrder.id);
    const monthlyCents = rng.int(6_000, 48_000) * 100;
    const counters = new Map<string, number>();
    const nextNumber = (prefix: string, year: string) => {
      const key = `${prefix}${year}`;
      const value = (counters.get(key) ?? 0) + 1;
      counters.set(key, value);
      return `${prefix}-${year}-${jobOrder.id.slice(-4)}-${String(value).padStart(2, '0')}`;
    };
    const start = maxDate(firstOfMonth(jobOrder.dateFrom), monthsBefore(thisMonth, monthsBack));
    const end = minDate(monthsBefore(thisMonth, 1), firstOfMonth(jobOrder.dateTo));
    const ofJobOrder: BillingDocumentRow[] = [];
    for (let month = start; month <= end; month = nextMonth(month)) {
      const issueDate = addDays(nextMonth(month), rng.int(2, 6));
      if (issueDate > today) break;
      const dueDate = addDays(issueDate, 60);
      const taxableCents = Math.round((monthlyCents * rng.int(95, 105)) / 100);
      const document = (kind: 'invoice' | 'credit_note', taxable: number, description: string) => {
        const vatCents = Math.round(taxable * vatRate);
        const late = dueDate < addDays(today, -10);
        // Older documents are paid (some after their due date); a few stay overdue; the latest are to pay.
        const paid = late ? rng.chance(0.88) : dueDate < today ? rng.chance(0.3) : rng.chance(0.1);
        const paidOn = paid ? minDate(addDays(dueDate, rng.int(-20, 12)), today) : null;
        const number = nextNumber(kind === 'invoice' ? 'FT' : 'NC', issueDate.slice(0, 4));
        const id = stableUuid('billing-document', jobOrder.id, number);
        ofJobOrder.push({
          id,
          kind,
          number,
          issueDate,
          dueDate,
          customerCode: customer.code,
          jobOrderId: jobOrder.id,
          periodFrom: month,
          periodTo: lastDayOf(month),
          taxableCents: taxable,
          vatCents,
          totalCents: taxable + vatCents,
          paidOn: paidOn && paidOn >= issueDate ? paidOn : paid ? issueDate : null,
          pdfFilename: `${kind === 'invoice' ? 'fattura' : 'nota-di-credito'}-${number}.pdf`,
          pdfStorageKey: `demo/${id}.pdf`,
          xmlFilename: null,
          xmlStorageKey: null,
          createdAt: new Date(`${issueDate}T09:00:00Z`),
          createdByUserId: null,
          description,
          buyer: { name: customer.name, vatNumber: `IT${customer.vatNumber}` },
        });
      };
      document(
        'invoice',
        taxableCents,
        `Servizi di pulizia – ${jobOrder.description} – canone di ${italianMonthOf(month)}`,
      );
      if (rng.chance(0.12)) {
        document(
          'credit_note',
          Math.round((taxableCents * rng.int(3, 10)) / 100),
          `Storno parziale del canone di ${italianMonthOf(month)}: servizi non resi`,
        );
      }
    }
    const latestInvoice = ofJobOrder.findLast((document) => document.kind === 'invoice');
    if (latestInvoice && fixedCustomerCodes.has(customer.code)) {
      latestInvoice.xmlFilename = `IT${demoProvider.vatNumber}_${latestInvoice.number}.xml`;
      latestInvoice.xmlStorageKey = `demo/${latestInvoice.id}.xml`;
    }
    documents.push(...ofJobOrder);
  }

  const openedBefore = addDays(today, -40);
  const billingDocumentOpens: BillingDocumentOpenRow[] = [];
  for (const user of organisation.users) {
    if (user.kind !== 'customer' || !user.customerCode || !fixedCustomerCodes.has(user.customerCode))
      continue;
    for (const document of documents) {
      if (document.customerCode !== user.customerCode || document.issueDate >= openedBefore) continue;
      billingDocumentOpens.push({
        userId: user.id,
        documentId: document.id,
        openedAt: new Date(`${addDays(document.issueDate, 3)}T10:00:00Z`),
      });
    }
  }
  return { billingDocuments: documents, billingDocumentOpens };
}
