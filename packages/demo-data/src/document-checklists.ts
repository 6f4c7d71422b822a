import { addDays, type IsoDate } from './dates.ts';
import type {
  DocumentExpiryNoticeRow,
  DocumentOpenRow,
  JobOrderRequiredCategoryRow,
  JobOrderRow,
  UserRow,
} from './rows.ts';
import type { DocumentsData } from './site-documents.ts';

/** The categories every job order's sites must hold; every other job order also asks for minutes. */
const requiredCategories = ['duvri', 'pos', 'durc', 'safety-data-sheet'] as const;

/** The customers whose users have opened the older documents, so their badges count only the news. */
const fixedCustomerCodes = new Set(['CL0001', 'CL0002', 'CL0003', 'CL0004']);
const documentsSubRole = 5;

export type DocumentReadsData = {
  jobOrderRequiredCategories: JobOrderRequiredCategoryRow[];
  documentOpens: DocumentOpenRow[];
  documentExpiryNotices: DocumentExpiryNoticeRow[];
};

/**
 * The sites' checklists (required categories per job order: with the POS that end and the minutes that
 * only some sites have, each customer's checklists show present, expiring, expired and missing), the
 * documents the fixed customers' users opened (older than 40 days), and the expiry notices already sent
 * for the documents ending within 30 days, so that a fresh demo starts with its reminders told.
 */
export function planDocumentReads(
  jobOrders: readonly JobOrderRow[],
  users: readonly UserRow[],
  { documents, documentAssociations }: DocumentsData,
  today: IsoDate,
): DocumentReadsData {
  const data: DocumentReadsData = {
    jobOrderRequiredCategories: [],
    documentOpens: [],
    documentExpiryNotices: [],
  };
  jobOrders.forEach((jobOrder, index) => {
    for (const category of [...requiredCategories, ...(index % 2 === 0 ? ['minutes'] : [])])
      data.jobOrderRequiredCategories.push({ jobOrderId: jobOrder.id, category });
  });

  // Who a document is for, by customer; whether any of its associations is to the customer as a whole.
  const customersOf = new Map<string, { customerCode: string; whole: boolean }[]>();
  for (const row of documentAssociations) {
    const list = customersOf.get(row.documentId) ?? [];
    list.push({ customerCode: row.customerCode, whole: row.jobOrderId === null && row.siteCode === null });
    customersOf.set(row.documentId, list);
  }
  const customerUsers = users.filter((user) => user.kind === 'customer' && user.customerCode);
  const openedBefore = addDays(today, -40);
  const soon = addDays(today, 30);
  const sentAt = new Date(`${addDays(today, -1)}T06:00:00Z`);
  for (const document of documents) {
    const created = document.createdAt.toISOString().slice(0, 10);
    const expiring =
      !document.outdated &&
      document.validUntil !== null &&
      document.validUntil >= today &&
      document.validUntil <= soon;
    const recipients = customersOf.get(document.id) ?? [];
    for (const user of customerUsers) {
      // A user limited to some sites or of a group surely reaches only what is for the whole customer.
      const reaches = recipients.some(
        (recipient) =>
          recipient.customerCode === user.customerCode &&
          (recipient.whole || (!user.limitedToSites && user.atiGroupId === null)),
      );
      if (!reaches) continue;
      if (fixedCustomerCodes.has(user.customerCode ?? '') && created < openedBefore)
        data.documentOpens.push({
          userId: user.id,
          documentId: document.id,
          openedAt: new Date(`${addDays(created, 2)}T10:00:00Z`),
        });
      if (expiring && user.customerSubRoles.includes(documentsSubRole))
        data.documentExpiryNotices.push({
          documentId: document.id,
          validUntil: document.validUntil as string,
          userId: user.id,
          sentAt,
        });
    }
  }
  return data;
}
