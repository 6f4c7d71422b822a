import type { ContactAssociation } from '@portale/shared';

/** What a contact answers for: the whole customer, one job order or one site. */
export type ContactCoverage =
  | { kind: 'customer' }
  | { kind: 'jobOrder'; code: string; description: string }
  | { kind: 'site'; code: string; name: string };

/** One person in one role, with everything they answer for in that role. */
export type ContactInRole = {
  key: string;
  association: ContactAssociation;
  coverage: ContactCoverage[];
};

export type RoleCategoryGroup = {
  categoryId: number;
  name: string;
  contacts: ContactInRole[];
};

export function coverageOf(association: ContactAssociation): ContactCoverage {
  if (association.siteCode) {
    return { kind: 'site', code: association.siteCode, name: association.site ?? association.siteCode };
  }
  if (association.jobTaskCode) {
    return { kind: 'jobOrder', code: association.jobTaskCode, description: association.jobTask ?? '' };
  }
  return { kind: 'customer' };
}

export function describeCoverage(coverage: ContactCoverage): string {
  switch (coverage.kind) {
    case 'customer':
      return 'Tutta la tua azienda';
    case 'jobOrder':
      return `Commessa ${coverage.code}${coverage.description ? ` – ${coverage.description}` : ''}`;
    case 'site':
      return coverage.name;
  }
}

/** The roles each listed person holds, by contact id: how a superior is named by their role. */
export function rolesByContact(groups: readonly RoleCategoryGroup[]): Map<number, Set<number>> {
  const roles = new Map<number, Set<number>>();
  for (const { association } of groups.flatMap((group) => group.contacts)) {
    const held = roles.get(association.contactId) ?? new Set<number>();
    held.add(association.role.contactRoleId);
    roles.set(association.contactId, held);
  }
  return roles;
}

/**
 * Whom a person answers to, nearest first: their direct superior by name, then the roles above up to the
 * top, "Pietro De Luca (Coordinatore dei servizi) › Direttore di commessa › Responsabile di area". The
 * superior is named with the role of the chain they hold, when they are listed (`rolesOf`), and the roles
 * below theirs are left out; otherwise as "superiore diretto". Null for a person at the top.
 */
export function reportingLine(
  association: Pick<ContactAssociation, 'role' | 'contactSuperior' | 'contactSuperiorId'>,
  rolesOf: ReadonlyMap<number, ReadonlySet<number>> = new Map(),
): string | null {
  const chain = association.role.respondsToChain;
  const names = (roles: typeof chain) => roles.map((role) => role.name);
  const { contactSuperior, contactSuperiorId } = association;
  if (!contactSuperior) return chain.length > 0 ? names(chain).join(' › ') : null;
  const superiorRoles = contactSuperiorId === null ? undefined : rolesOf.get(contactSuperiorId);
  const held = chain.findIndex((role) => superiorRoles?.has(role.contactRoleId));
  const line =
    held === -1
      ? [`${contactSuperior} (superiore diretto)`, ...names(chain)]
      : [`${contactSuperior} (${chain[held]?.name ?? ''})`, ...names(chain.slice(held + 1))];
  return line.join(' › ');
}

const byPriority = (a: ContactAssociation, b: ContactAssociation) =>
  a.role.roleCategory.priority - b.role.roleCategory.priority ||
  a.role.priority - b.role.priority ||
  a.contact.surname.localeCompare(b.contact.surname, 'it') ||
  a.contact.name.localeCompare(b.contact.name, 'it');

/**
 * The provider's people by role category in order of priority, then by role priority; a person who holds
 * the same role for several sites or job orders is listed once, with all of them.
 */
export function groupContactsByRoleCategory(
  associations: readonly ContactAssociation[],
): RoleCategoryGroup[] {
  const groups = new Map<number, RoleCategoryGroup>();
  const people = new Map<string, ContactInRole>();
  for (const association of [...associations].sort(byPriority)) {
    const category = association.role.roleCategory;
    let group = groups.get(category.contactRoleCategoryId);
    if (!group) {
      group = { categoryId: category.contactRoleCategoryId, name: category.name, contacts: [] };
      groups.set(category.contactRoleCategoryId, group);
    }
    const key = `${association.contactId}:${association.role.contactRoleId}`;
    const known = people.get(key);
    if (known) {
      known.coverage.push(coverageOf(association));
      continue;
    }
    const person = { key, association, coverage: [coverageOf(association)] };
    people.set(key, person);
    group.contacts.push(person);
  }
  return [...groups.values()];
}
