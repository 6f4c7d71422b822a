import { providerDomain } from './accounts.ts';
import { contactPortraitStorageKey, portraitContentType } from './employee-portraits.ts';
import { findCity } from './sources/cities.ts';
import { contactRoleCategoryRows, contactRoleIds, contactRoleRows } from './sources/contact-roles.ts';
import { firstNames, slug, surnames } from './sources/people.ts';
import { randomFor } from './entity-random.ts';
import type { Random } from './random.ts';
import type {
  ContactAssociationRow,
  ContactRoleCategoryRow,
  ContactRoleRow,
  ContactRow,
  CustomerRow,
  JobOrderRow,
  SiteRow,
} from './rows.ts';

export type ContactsData = {
  contactRoleCategories: ContactRoleCategoryRow[];
  contactRoles: ContactRoleRow[];
  contacts: ContactRow[];
  contactAssociations: ContactAssociationRow[];
};

/** Professional titles that read the same for women and men. */
const titles = ['Ing.', 'Geom.', 'Arch.', 'Rag.'] as const;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

/**
 * The provider's people for each customer: an area manager per region (shared by the customers there),
 * an administrative contact, a quality manager and sometimes a safety manager per customer; a contract
 * director and a coordinator per job order; a site manager (capo cantiere) for each group of one to four
 * sites. Each answers to the person above in the role chain.
 */
export function planProviderContacts(
  customers: readonly CustomerRow[],
  jobOrders: readonly JobOrderRow[],
  sites: readonly SiteRow[],
): ContactsData {
  const data: ContactsData = {
    contactRoleCategories: [...contactRoleCategoryRows],
    contactRoles: [...contactRoleRows],
    contacts: [],
    contactAssociations: [],
  };
  const emails = new Set<string>();
  const areaManagerByRegion = new Map<string, number>();
  const sitesByJobOrder = groupBy(sites, (site) => site.jobOrderId);
  const jobOrdersByCustomer = groupBy(jobOrders, (jobOrder) => jobOrder.customerCode);

  const addContact = (rng: Random, workPlace: string, titled: boolean): number => {
    const id = data.contacts.length + 1;
    const name = rng.pick(firstNames);
    const surname = rng.pick(surnames);
    const base = `${slug(name)}.${slug(surname)}`;
    let mailbox = base;
    for (let n = 2; emails.has(mailbox); n++) mailbox = `${base}${n}`;
    emails.add(mailbox);
    // Most of them with a portrait, as staff would upload: the cards show initials for the others.
    const portrayed = rng.chance(0.8);
    data.contacts.push({
      id,
      name,
      surname,
      title: titled ? rng.pick(titles) : null,
      email: `${mailbox}@${providerDomain}`,
      phone: `+39 3${rng.int(20, 49)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      workPlace,
      employeeId: `DIP${String(id).padStart(6, '0')}`,
      photoStorageKey: portrayed ? contactPortraitStorageKey(id) : null,
      photoContentType: portrayed ? portraitContentType : null,
    });
    return id;
  };

  const associate = (row: Omit<ContactAssociationRow, 'id'>) => {
    data.contactAssociations.push({ id: data.contactAssociations.length + 1, ...row });
  };

  for (const customer of customers) {
    const rng = randomFor('contacts', customer.code);
    const customerJobOrders = jobOrdersByCustomer.get(customer.code) ?? [];
    const firstSite = customerJobOrders.flatMap((jobOrder) => sitesByJobOrder.get(jobOrder.id) ?? [])[0];
    const home = findCity(firstSite?.city ?? 'Milano');
    const office = `Sede di ${home.name}`;
    const customerLevel = { customerCode: customer.code, jobOrderId: null, siteCode: null };

    let areaManager = areaManagerByRegion.get(home.region);
    if (areaManager === undefined) {
      areaManager = addContact(rng, `Direzione regionale ${home.region}`, true);
      areaManagerByRegion.set(home.region, areaManager);
    }
    associate({
      ...customerLevel,
      contactId: areaManager,
      roleId: contactRoleIds.areaManager,
      superiorContactId: null,
    });
    for (const [roleId, titled] of [
      [contactRoleIds.administrativeContact, false],
      [contactRoleIds.qualityManager, true],
      ...(rng.chance(0.5) ? ([[contactRoleIds.safetyManager, true]] as const) : []),
    ] as const) {
      const superior = roleId === contactRoleIds.safetyManager ? null : areaManager;
      associate({
        ...customerLevel,
        contactId: addContact(rng, office, titled),
        roleId,
        superiorContactId: superior,
      });
    }

    for (const jobOrder of customerJobOrders) {
      const jobOrderLevel = { customerCode: customer.code, jobOrderId: jobOrder.id, siteCode: null };
      const director = addContact(rng, office, true);
      associate({
        ...jobOrderLevel,
        contactId: director,
        roleId: contactRoleIds.contractDirector,
        superiorContactId: areaManager,
      });
      const coordinator = addContact(rng, office, false);
      associate({
        ...jobOrderLevel,
        contactId: coordinator,
        roleId: contactRoleIds.coordinator,
        superiorContactId: director,
      });
      const jobOrderSites = sitesByJobOrder.get(jobOrder.id) ?? [];
      for (let start = 0; start < jobOrderSites.length;) {
        const group = jobOrderSites.slice(start, start + rng.int(1, 4));
        start += group.length;
        const siteManager = addContact(rng, group[0]?.city ?? home.name, false);
        for (const site of group) {
          associate({
            customerCode: customer.code,
            jobOrderId: jobOrder.id,
            siteCode: site.code,
            contactId: siteManager,
            roleId: contactRoleIds.siteManager,
            superiorContactId: coordinator,
          });
        }
      }
    }
  }
  return data;
}
