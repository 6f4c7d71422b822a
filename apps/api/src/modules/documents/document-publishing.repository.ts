import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import {
  customers,
  documentAssociations,
  documents,
  jobOrderRequiredCategories,
  jobOrders,
  sites,
  type Database,
} from '@portale/db';
import type { PublishableDocumentCategory } from '@portale/shared';
import { likePattern } from '../../plugins/text-search.repository.ts';

export type Recipient = { customerCode: string; jobOrderId: string | null; siteCode: string | null };
export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'outdated'>;

const sameRecipient = (recipient: Recipient) =>
  and(
    eq(documentAssociations.customerCode, recipient.customerCode),
    recipient.jobOrderId === null
      ? sql`${documentAssociations.jobOrderId} is null`
      : eq(documentAssociations.jobOrderId, recipient.jobOrderId),
    recipient.siteCode === null
      ? sql`${documentAssociations.siteCode} is null`
      : eq(documentAssociations.siteCode, recipient.siteCode),
  );

/** Staff's writes: documents, versions, associations, required categories, and the pickers' reads. */
export function createDocumentPublishingRepository(db: Database) {
  return {
    /** A published document (never a site's photo), whatever its version; null when unknown. */
    async findDocument(documentId: string) {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, documentId), ne(documents.category, 'site-image')));
      return row ?? null;
    },

    /** The latest version of a series (the one not outdated), or null. */
    async findLatestVersionId(seriesId: string) {
      const [row] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.seriesId, seriesId), eq(documents.outdated, false)));
      return row?.id ?? null;
    },

    async findCustomer(customerCode: string) {
      const [row] = await db
        .select({ customerCode: customers.code, name: customers.name })
        .from(customers)
        .where(eq(customers.code, customerCode));
      return row ?? null;
    },

    async findJobOrder(jobOrderId: string) {
      const [row] = await db
        .select({
          jobOrderId: jobOrders.id,
          description: jobOrders.description,
          customerCode: jobOrders.customerCode,
          customerName: customers.name,
        })
        .from(jobOrders)
        .innerJoin(customers, eq(customers.code, jobOrders.customerCode))
        .where(eq(jobOrders.id, jobOrderId));
      return row ?? null;
    },

    async findSite(siteCode: string) {
      const [row] = await db
        .select({ siteCode: sites.code, jobOrderId: sites.jobOrderId, customerCode: jobOrders.customerCode })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(eq(sites.code, siteCode));
      return row ?? null;
    },

    /** Version 1 of a new document with its recipients, in one transaction; its id. */
    async insertDocument(document: NewDocument, recipients: readonly Recipient[]) {
      return db.transaction(async (tx) => {
        // The first version's id names the series too.
        const id = randomUUID();
        await tx.insert(documents).values({ ...document, id, seriesId: id, version: 1 });
        await tx
          .insert(documentAssociations)
          .values(recipients.map((recipient) => ({ ...recipient, documentId: id })));
        return id;
      });
    },

    /**
     * The next version of a document: the older one becomes outdated (only if it still is the latest:
     * null otherwise), the new one carries its fields and recipients.
     */
    async insertVersion(previousId: string, version: NewDocument & { seriesId: string; version: number }) {
      return db.transaction(async (tx) => {
        const replaced = await tx
          .update(documents)
          .set({ outdated: true })
          .where(and(eq(documents.id, previousId), eq(documents.outdated, false)))
          .returning({ id: documents.id });
        if (replaced.length === 0) return null;
        const [created] = await tx.insert(documents).values(version).returning({ id: documents.id });
        if (!created) throw new Error('document version not stored');
        await tx.execute(sql`insert into document_associations (document_id, customer_code, job_order_id, site_code)
          select ${created.id}, customer_code, job_order_id, site_code from document_associations
          where document_id = ${previousId}`);
        return created.id;
      });
    },

    async updateDocument(
      documentId: string,
      fields: Partial<Pick<NewDocument, 'title' | 'description' | 'category' | 'validUntil'>>,
    ) {
      const rows = await db
        .update(documents)
        .set(fields)
        .where(and(eq(documents.id, documentId), ne(documents.category, 'site-image')))
        .returning({ id: documents.id });
      return rows.length > 0;
    },

    /** The document's associations, every one (staff), by customer, job order and site. */
    async findAssociations(documentId: string) {
      return db
        .select({
          associationId: documentAssociations.id,
          customerCode: documentAssociations.customerCode,
          customerName: customers.name,
          jobOrderId: documentAssociations.jobOrderId,
          jobOrderDescription: jobOrders.description,
          siteCode: documentAssociations.siteCode,
          siteName: sites.name,
        })
        .from(documentAssociations)
        .innerJoin(customers, eq(customers.code, documentAssociations.customerCode))
        .leftJoin(jobOrders, eq(jobOrders.id, documentAssociations.jobOrderId))
        .leftJoin(sites, eq(sites.code, documentAssociations.siteCode))
        .where(eq(documentAssociations.documentId, documentId))
        .orderBy(
          asc(customers.name),
          sql`${jobOrders.description} nulls first`,
          sql`${sites.name} nulls first`,
          asc(documentAssociations.id),
        );
    },

    async hasAssociation(documentId: string, recipient: Recipient) {
      const [row] = await db
        .select({ id: documentAssociations.id })
        .from(documentAssociations)
        .where(and(eq(documentAssociations.documentId, documentId), sameRecipient(recipient)))
        .limit(1);
      return row !== undefined;
    },

    /** Adds a recipient to every version of a series (a version that has it already is left). */
    async addAssociation(seriesId: string, recipient: Recipient) {
      const versions = db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.seriesId, seriesId));
      const ids = (await versions).map((row) => row.id);
      await db
        .insert(documentAssociations)
        .values(ids.map((documentId) => ({ ...recipient, documentId })))
        .onConflictDoNothing();
    },

    /** The association of that id on that document, or null. */
    async findAssociation(documentId: string, associationId: string) {
      const [row] = await db
        .select({
          customerCode: documentAssociations.customerCode,
          jobOrderId: documentAssociations.jobOrderId,
          siteCode: documentAssociations.siteCode,
        })
        .from(documentAssociations)
        .where(
          and(eq(documentAssociations.id, associationId), eq(documentAssociations.documentId, documentId)),
        );
      return row ?? null;
    },

    /** Removes a recipient from every version of a series. */
    async removeAssociation(seriesId: string, recipient: Recipient) {
      await db
        .delete(documentAssociations)
        .where(
          and(
            sameRecipient(recipient),
            inArray(
              documentAssociations.documentId,
              db.select({ id: documents.id }).from(documents).where(eq(documents.seriesId, seriesId)),
            ),
          ),
        );
    },

    async findRequiredCategories(jobOrderId: string) {
      const rows = await db
        .select({ category: jobOrderRequiredCategories.category })
        .from(jobOrderRequiredCategories)
        .where(eq(jobOrderRequiredCategories.jobOrderId, jobOrderId))
        .orderBy(asc(jobOrderRequiredCategories.category));
      return rows.map((row) => row.category as PublishableDocumentCategory);
    },

    async replaceRequiredCategories(jobOrderId: string, categories: readonly PublishableDocumentCategory[]) {
      await db.transaction(async (tx) => {
        await tx
          .delete(jobOrderRequiredCategories)
          .where(eq(jobOrderRequiredCategories.jobOrderId, jobOrderId));
        if (categories.length > 0) {
          await tx
            .insert(jobOrderRequiredCategories)
            .values(categories.map((category) => ({ jobOrderId, category })));
        }
      });
    },

    /** Customers by code or name, at most 50, by name. */
    async findCustomerOptions(search: string | undefined) {
      const text = search?.trim();
      return db
        .select({ customerCode: customers.code, name: customers.name, active: customers.active })
        .from(customers)
        .where(
          text
            ? or(ilike(customers.code, likePattern(text)), ilike(customers.name, likePattern(text)))
            : undefined,
        )
        .orderBy(asc(customers.name), asc(customers.code))
        .limit(50);
    },
  };
}

export type DocumentPublishingRepository = ReturnType<typeof createDocumentPublishingRepository>;
