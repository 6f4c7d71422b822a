import { eq, inArray, sql } from 'drizzle-orm';
import {
  contactAssociations,
  contactRoles,
  contacts,
  customers,
  jobOrders,
  sites,
  type Database,
} from '@portale/db';
import type { ContactImportRow } from '@portale/shared';

/** A person as the HR system sends them, as stored. */
export type StoredContact = ContactImportRow & { id: number };

/** An association as stored, by its key's parts. */
export type StoredAssociation = {
  id: number;
  contactId: number;
  roleId: number;
  customerCode: string;
  jobOrderId: string | null;
  siteCode: string | null;
  superiorContactId: number | null;
};

/** What the imports of contacts and their associations read and write (docs/ARCHITECTURE.md, "Sync"). */
export function createContactsSyncRepository(db: Database) {
  return {
    /** Of some HR ids, the people stored, by HR id. */
    async contactsByEmployeeId(employeeIds: readonly string[]): Promise<Map<string, StoredContact>> {
      if (employeeIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(contacts)
        .where(inArray(contacts.employeeId, [...employeeIds]));
      return new Map(
        rows.map((row) => [
          row.employeeId!,
          {
            id: row.id,
            employeeId: row.employeeId!,
            name: row.name,
            surname: row.surname,
            title: row.title,
            email: row.email,
            phone: row.phone,
            workPlace: row.workPlace,
          },
        ]),
      );
    },

    /** Inserts or updates people by HR id, in one statement. */
    async saveContacts(people: readonly ContactImportRow[]): Promise<void> {
      if (people.length === 0) return;
      await db
        .insert(contacts)
        .values(people.map((person) => ({ ...person })))
        .onConflictDoUpdate({
          target: contacts.employeeId,
          set: {
            name: sql`excluded.name`,
            surname: sql`excluded.surname`,
            title: sql`excluded.title`,
            email: sql`excluded.email`,
            phone: sql`excluded.phone`,
            workPlace: sql`excluded.work_place`,
          },
        });
    },

    /** Every role's id by its name in lower case (the names are unique regardless of case). */
    async roleIdsByName(): Promise<Map<string, number>> {
      const rows = await db.select({ id: contactRoles.id, name: contactRoles.name }).from(contactRoles);
      return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
    },

    async existingCustomers(codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: customers.code })
        .from(customers)
        .where(inArray(customers.code, [...codes]));
      return new Set(rows.map((row) => row.code));
    },

    /** Of some job orders, their customer's code. */
    async jobOrderCustomers(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: jobOrders.id, customerCode: jobOrders.customerCode })
        .from(jobOrders)
        .where(inArray(jobOrders.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.customerCode]));
    },

    /** Of some sites, their job order and its customer. */
    async sitePlaces(
      codes: readonly string[],
    ): Promise<Map<string, { jobOrderId: string; customerCode: string }>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: sites.code, jobOrderId: sites.jobOrderId, customerCode: jobOrders.customerCode })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(inArray(sites.code, [...codes]));
      return new Map(
        rows.map((row) => [row.code, { jobOrderId: row.jobOrderId, customerCode: row.customerCode }]),
      );
    },

    /** The associations of some people. */
    async associationsOf(contactIds: readonly number[]): Promise<StoredAssociation[]> {
      if (contactIds.length === 0) return [];
      return db
        .select({
          id: contactAssociations.id,
          contactId: contactAssociations.contactId,
          roleId: contactAssociations.roleId,
          customerCode: contactAssociations.customerCode,
          jobOrderId: contactAssociations.jobOrderId,
          siteCode: contactAssociations.siteCode,
          superiorContactId: contactAssociations.superiorContactId,
        })
        .from(contactAssociations)
        .where(inArray(contactAssociations.contactId, [...contactIds]));
    },

    /** Applies a batch's changes in one transaction. */
    async applyAssociations(changes: {
      created: readonly Omit<StoredAssociation, 'id'>[];
      superiors: readonly { id: number; superiorContactId: number | null }[];
      removed: readonly number[];
    }): Promise<void> {
      await db.transaction(async (tx) => {
        if (changes.removed.length > 0)
          await tx.delete(contactAssociations).where(inArray(contactAssociations.id, [...changes.removed]));
        for (const change of changes.superiors)
          await tx
            .update(contactAssociations)
            .set({ superiorContactId: change.superiorContactId })
            .where(eq(contactAssociations.id, change.id));
        if (changes.created.length > 0) await tx.insert(contactAssociations).values([...changes.created]);
      });
    },
  };
}

export type ContactsSyncRepository = ReturnType<typeof createContactsSyncRepository>;
