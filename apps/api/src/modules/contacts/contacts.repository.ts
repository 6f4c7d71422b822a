import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
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
import { searchCondition } from '../../plugins/text-search.repository.ts';
import { visibleSitesCondition, type SiteScope } from '../tenancy/index.ts';

/** The person an association names as the contact's superior. */
const superiors = alias(contacts, 'superior');

/** A person's photo as the answers give it: the address to read it from, or null without one. */
export const contactPhotoAddress = sql<
  string | null
>`case when ${contacts.photoStorageKey} is null then null else '/api/contacts/people/' || ${contacts.id} || '/photo' end`;

/**
 * The associations a customer user may see: their customer's own, and those of job orders and sites
 * within the user's reach (site scope).
 */
function reachableByCustomerUser(scope: Extract<SiteScope, { kind: 'customer' }>) {
  const visibleSite = sql`exists (select 1 from ${sites} inner join ${jobOrders} on ${jobOrders.id} = ${sites.jobOrderId} where ${sites.code} = ${contactAssociations.siteCode} and ${visibleSitesCondition(scope)})`;
  const visibleJobOrder = sql`exists (select 1 from ${sites} inner join ${jobOrders} on ${jobOrders.id} = ${sites.jobOrderId} where ${jobOrders.id} = ${contactAssociations.jobOrderId} and ${visibleSitesCondition(scope)})`;
  return and(
    eq(contactAssociations.customerCode, scope.customerCode),
    or(isNull(contactAssociations.siteCode), visibleSite),
    or(isNull(contactAssociations.jobOrderId), visibleJobOrder),
  );
}

/** One of the provider's people, as every answer gives them. */
export const contactColumns = {
  contactId: contacts.id,
  name: contacts.name,
  surname: contacts.surname,
  title: contacts.title,
  email: contacts.email,
  phone: contacts.phone,
  workPlace: contacts.workPlace,
  employeeId: contacts.employeeId,
  employeeImage: contactPhotoAddress,
};

/** Who, for which customer and where: the columns of an association that the customers' and staff's lists read. */
export const associationPlaceColumns = {
  contactAssociationId: contactAssociations.id,
  contactId: contactAssociations.contactId,
  customer: customers.name,
  customerCode: customers.code,
  // Left-joined: null for an association of the whole customer, or of a whole job order.
  jobTask: sql<string | null>`${jobOrders.description}`,
  jobTaskCode: sql<string | null>`${jobOrders.id}`,
  site: sql<string | null>`${sites.name}`,
  siteCode: sql<string | null>`${sites.code}`,
  contactSuperior: sql<string | null>`${superiors.name} || ' ' || ${superiors.surname}`,
  contactSuperiorId: contactAssociations.superiorContactId,
};

/**
 * An association with its person, customer, role and role category, and the job order, site and superior
 * it may name: the joins behind every list of associations.
 */
export function withAssociationJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(contacts, eq(contacts.id, contactAssociations.contactId))
    .innerJoin(customers, eq(customers.code, contactAssociations.customerCode))
    .innerJoin(contactRoles, eq(contactRoles.id, contactAssociations.roleId))
    .innerJoin(contactRoleCategories, eq(contactRoleCategories.id, contactRoles.categoryId))
    .leftJoin(jobOrders, eq(jobOrders.id, contactAssociations.jobOrderId))
    .leftJoin(sites, eq(sites.code, contactAssociations.siteCode))
    .leftJoin(superiors, eq(superiors.id, contactAssociations.superiorContactId));
}

export function createContactsRepository(db: Database) {
  const associations = (where: SQL | undefined) =>
    withAssociationJoins(
      db
        .select({
          ...associationPlaceColumns,
          ...contactColumns,
          roleId: contactAssociations.roleId,
        })
        .from(contactAssociations)
        .$dynamic(),
    )
      .where(where)
      .orderBy(
        asc(contactRoleCategories.priority),
        asc(contactRoles.priority),
        asc(contacts.surname),
        asc(contacts.name),
        asc(contactAssociations.id),
      );

  return {
    /** Every role with its category: a handful of rows, read whole to build the chains. */
    async findRoles() {
      return db
        .select({
          contactRoleId: contactRoles.id,
          name: contactRoles.name,
          priority: contactRoles.priority,
          roleCategoryId: contactRoles.categoryId,
          handleTickets: contactRoles.handleTickets,
          respondsToRoleId: contactRoles.respondsToRoleId,
          categoryName: contactRoleCategories.name,
          categoryPriority: contactRoleCategories.priority,
        })
        .from(contactRoles)
        .innerJoin(contactRoleCategories, eq(contactRoleCategories.id, contactRoles.categoryId));
    },

    /** The people of a site: for the site itself, for its job order, and for its customer. */
    async findForSite(site: { siteCode: string; jobTaskId: string; customerCode: string }) {
      return associations(
        and(
          eq(contactAssociations.customerCode, site.customerCode),
          or(
            eq(contactAssociations.siteCode, site.siteCode),
            and(
              isNull(contactAssociations.siteCode),
              or(eq(contactAssociations.jobOrderId, site.jobTaskId), isNull(contactAssociations.jobOrderId)),
            ),
          ),
        ),
      );
    },

    /**
     * The people a customer user may see: their customer's, and those of job orders and sites within
     * the user's reach (site-scope), optionally only one site's, searched by name, role and the name
     * or code of the site a person is assigned to (a user looks a place up by its name).
     */
    async findForCustomerUser(
      scope: Extract<SiteScope, { kind: 'customer' }>,
      filter: { query?: string | undefined; siteCode?: string | undefined },
    ) {
      const ofSite = filter.siteCode
        ? sql`(${contactAssociations.siteCode} = ${filter.siteCode} or (${contactAssociations.siteCode} is null and (${contactAssociations.jobOrderId} is null or ${contactAssociations.jobOrderId} = (select ${sites.jobOrderId} from ${sites} where ${sites.code} = ${filter.siteCode}))))`
        : undefined;
      return associations(
        and(
          reachableByCustomerUser(scope),
          ofSite,
          searchCondition(filter.query, [
            sql`${contacts.name}`,
            sql`${contacts.surname}`,
            sql`${contactRoles.name}`,
            sql`${sites.name}`,
            sql`${sites.code}`,
          ]),
        ),
      );
    },

    /** A person's photo, when there is one and the caller may see the person (staff see everyone). */
    async photo(scope: SiteScope, contactId: number) {
      const reachable =
        scope.kind === 'staff'
          ? undefined
          : sql`exists (select 1 from ${contactAssociations} where ${contactAssociations.contactId} = ${contacts.id} and ${reachableByCustomerUser(scope)})`;
      const [row] = await db
        .select({ storageKey: contacts.photoStorageKey, contentType: contacts.photoContentType })
        .from(contacts)
        .where(and(eq(contacts.id, contactId), reachable));
      return row?.storageKey && row.contentType
        ? { storageKey: row.storageKey, contentType: row.contentType }
        : null;
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
