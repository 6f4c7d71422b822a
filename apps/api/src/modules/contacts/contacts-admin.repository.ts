import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  contactAssociations,
  contactRoleCategories,
  contactRoles,
  contacts,
  customers,
  jobOrders,
  sites,
  type Database,
} from '@portale/db';
import type {
  ContactAssociationFilter,
  ContactFields,
  ContactRoleCategoryFields,
  ContactRoleFields,
  NewContactAssociation,
} from '@portale/shared';
import type { StoredPhoto } from '../../plugins/files.ts';
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { isUniqueViolation } from '../../plugins/unique-violation.ts';
import { associationPlaceColumns, contactColumns, withAssociationJoins } from './contacts.repository.ts';

const contactValues = (fields: ContactFields) => ({
  name: fields.name,
  surname: fields.surname,
  title: fields.title,
  email: fields.email,
  phone: fields.phone,
  workPlace: fields.workPlace,
  employeeId: fields.employeeId,
});

const roleValues = (fields: ContactRoleFields) => ({
  name: fields.name,
  priority: fields.priority,
  categoryId: fields.roleCategoryId,
  handleTickets: fields.handleTickets,
  respondsToRoleId: fields.respondsToRoleId,
});

/** Staff's writes and lists of contacts, roles and associations (issue 30). */
export function createContactsAdminRepository(db: Database) {
  return {
    async listContacts(query: { query?: string | undefined; page: number; pageSize: number }) {
      const where = searchCondition(query.query, [
        sql`${contacts.name}`,
        sql`${contacts.surname}`,
        sql`coalesce(${contacts.email}, '')`,
        sql`coalesce(${contacts.workPlace}, '')`,
        sql`coalesce(${contacts.employeeId}, '')`,
      ]);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...contactColumns,
            // Written out: inside a subquery Drizzle leaves the columns unqualified.
            associationCount: sql<number>`(select count(*)::int from contact_associations ca where ca.contact_id = "contacts"."id")`,
          })
          .from(contacts)
          .where(where)
          .orderBy(asc(contacts.surname), asc(contacts.name), asc(contacts.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(contacts).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async findContact(contactId: number) {
      const [row] = await db.select(contactColumns).from(contacts).where(eq(contacts.id, contactId));
      return row ?? null;
    },

    /** The new person's id, or 'taken' when another person has the HR id. */
    async insertContact(fields: ContactFields): Promise<number | 'taken'> {
      try {
        const [row] = await db.insert(contacts).values(contactValues(fields)).returning({ id: contacts.id });
        return row!.id;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async updateContact(contactId: number, fields: ContactFields): Promise<boolean | 'taken'> {
      try {
        const rows = await db
          .update(contacts)
          .set(contactValues(fields))
          .where(eq(contacts.id, contactId))
          .returning({ id: contacts.id });
        return rows.length > 0;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Removes a person: their associations go with them, superiors and tickets' handlers are emptied. */
    /** Whether the person was there, and the key of the photo that went with them. */
    async deleteContact(contactId: number): Promise<{ photoStorageKey: string | null } | null> {
      const [row] = await db
        .delete(contacts)
        .where(eq(contacts.id, contactId))
        .returning({ photoStorageKey: contacts.photoStorageKey });
      return row ?? null;
    },

    /** Puts a photo on a person: the key of the one it replaces, or null when there is no such person. */
    async setPhoto(contactId: number, photo: StoredPhoto) {
      const [previous] = await db
        .select({ storageKey: contacts.photoStorageKey })
        .from(contacts)
        .where(eq(contacts.id, contactId));
      if (!previous) return null;
      await db
        .update(contacts)
        .set({ photoStorageKey: photo.storageKey, photoContentType: photo.contentType })
        .where(eq(contacts.id, contactId));
      return { previousStorageKey: previous.storageKey };
    },

    async contactsExist(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(inArray(contacts.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async listCategories() {
      return db
        .select({
          contactRoleCategoryId: contactRoleCategories.id,
          name: contactRoleCategories.name,
          priority: contactRoleCategories.priority,
        })
        .from(contactRoleCategories)
        .orderBy(
          asc(contactRoleCategories.priority),
          asc(contactRoleCategories.name),
          asc(contactRoleCategories.id),
        );
    },

    /** How many associations use each role that has any. */
    async roleUsage(): Promise<Map<number, number>> {
      const rows = await db
        .select({ roleId: contactAssociations.roleId, n: count() })
        .from(contactAssociations)
        .groupBy(contactAssociations.roleId);
      return new Map(rows.map((row) => [row.roleId, row.n]));
    },

    async categoryExists(categoryId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contactRoleCategories.id })
        .from(contactRoleCategories)
        .where(eq(contactRoleCategories.id, categoryId));
      return row !== undefined;
    },

    async insertCategory(fields: ContactRoleCategoryFields) {
      const [row] = await db.insert(contactRoleCategories).values(fields).returning({
        contactRoleCategoryId: contactRoleCategories.id,
        name: contactRoleCategories.name,
        priority: contactRoleCategories.priority,
      });
      return row!;
    },

    async updateCategory(categoryId: number, fields: ContactRoleCategoryFields) {
      const [row] = await db
        .update(contactRoleCategories)
        .set(fields)
        .where(eq(contactRoleCategories.id, categoryId))
        .returning({
          contactRoleCategoryId: contactRoleCategories.id,
          name: contactRoleCategories.name,
          priority: contactRoleCategories.priority,
        });
      return row ?? null;
    },

    /** 'in use' while a role belongs to it. */
    async deleteCategory(categoryId: number): Promise<boolean | 'in use'> {
      const [role] = await db
        .select({ id: contactRoles.id })
        .from(contactRoles)
        .where(eq(contactRoles.categoryId, categoryId))
        .limit(1);
      if (role) return 'in use';
      const rows = await db
        .delete(contactRoleCategories)
        .where(eq(contactRoleCategories.id, categoryId))
        .returning({ id: contactRoleCategories.id });
      return rows.length > 0;
    },

    /** Whether another role than `exceptId` has the name, regardless of case. */
    async roleNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contactRoles.id })
        .from(contactRoles)
        .where(
          and(
            sql`lower(${contactRoles.name}) = lower(${name})`,
            exceptId === undefined ? undefined : ne(contactRoles.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertRole(fields: ContactRoleFields): Promise<number> {
      const [row] = await db
        .insert(contactRoles)
        .values(roleValues(fields))
        .returning({ id: contactRoles.id });
      return row!.id;
    },

    async updateRole(roleId: number, fields: ContactRoleFields): Promise<boolean> {
      const rows = await db
        .update(contactRoles)
        .set(roleValues(fields))
        .where(eq(contactRoles.id, roleId))
        .returning({ id: contactRoles.id });
      return rows.length > 0;
    },

    /** 'in use' while an association uses it or a role answers to it. */
    async deleteRole(roleId: number): Promise<boolean | 'in use'> {
      const [used] = await db
        .select({ id: contactAssociations.id })
        .from(contactAssociations)
        .where(eq(contactAssociations.roleId, roleId))
        .limit(1);
      const [below] = await db
        .select({ id: contactRoles.id })
        .from(contactRoles)
        .where(eq(contactRoles.respondsToRoleId, roleId))
        .limit(1);
      if (used || below) return 'in use';
      const rows = await db
        .delete(contactRoles)
        .where(eq(contactRoles.id, roleId))
        .returning({ id: contactRoles.id });
      return rows.length > 0;
    },

    async listAssociations(query: ContactAssociationFilter) {
      const { page, pageSize } = query;
      const filters: (SQL | undefined)[] = [
        query.customerCode ? eq(contactAssociations.customerCode, query.customerCode) : undefined,
        query.jobOrderId ? eq(contactAssociations.jobOrderId, query.jobOrderId) : undefined,
        query.siteCode ? eq(contactAssociations.siteCode, query.siteCode) : undefined,
        query.contactId ? eq(contactAssociations.contactId, query.contactId) : undefined,
        query.roleId ? eq(contactAssociations.roleId, query.roleId) : undefined,
      ];
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        withAssociationJoins(
          db
            .select({
              ...associationPlaceColumns,
              contactName: sql<string>`${contacts.name} || ' ' || ${contacts.surname}`,
              roleId: contactRoles.id,
              role: contactRoles.name,
              handleTickets: contactRoles.handleTickets,
            })
            .from(contactAssociations)
            .$dynamic(),
        )
          .where(where)
          .orderBy(
            asc(customers.name),
            sql`${contactAssociations.jobOrderId} nulls first`,
            sql`${contactAssociations.siteCode} nulls first`,
            asc(contactRoleCategories.priority),
            asc(contactRoles.priority),
            asc(contacts.surname),
            asc(contactAssociations.id),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(contactAssociations).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async customerExists(customerCode: string): Promise<boolean> {
      const [row] = await db
        .select({ code: customers.code })
        .from(customers)
        .where(eq(customers.code, customerCode));
      return row !== undefined;
    },

    async findJobOrder(jobOrderId: string) {
      const [row] = await db
        .select({ id: jobOrders.id, customerCode: jobOrders.customerCode })
        .from(jobOrders)
        .where(eq(jobOrders.id, jobOrderId));
      return row ?? null;
    },

    async findSite(siteCode: string) {
      const [row] = await db
        .select({ code: sites.code, jobOrderId: sites.jobOrderId, customerCode: jobOrders.customerCode })
        .from(sites)
        .innerJoin(jobOrders, eq(jobOrders.id, sites.jobOrderId))
        .where(eq(sites.code, siteCode));
      return row ?? null;
    },

    async roleExists(roleId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contactRoles.id })
        .from(contactRoles)
        .where(eq(contactRoles.id, roleId));
      return row !== undefined;
    },

    /** The new association's id, or null when the person stands in that role there already. */
    async insertAssociation(association: NewContactAssociation): Promise<number | null> {
      const rows = await db
        .insert(contactAssociations)
        .values(association)
        .onConflictDoNothing()
        .returning({ id: contactAssociations.id });
      return rows[0]?.id ?? null;
    },

    async deleteAssociation(associationId: number): Promise<boolean> {
      const rows = await db
        .delete(contactAssociations)
        .where(eq(contactAssociations.id, associationId))
        .returning({ id: contactAssociations.id });
      return rows.length > 0;
    },

    async jobOrdersOf(customerCode: string) {
      return db
        .select({ jobOrderId: jobOrders.id, description: jobOrders.description })
        .from(jobOrders)
        .where(eq(jobOrders.customerCode, customerCode))
        .orderBy(asc(jobOrders.description), asc(jobOrders.id))
        .limit(200);
    },
  };
}

export type ContactsAdminRepository = ReturnType<typeof createContactsAdminRepository>;
