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

/**
 * Whom a person answers to, nearest first: their direct superior by name, then the roles above theirs up
 * to the top, "Mario Rossi (superiore diretto) › Direttore di commessa › Responsabile di area"; null for
 * a person at the top.
 */
export function reportingLine(
  association: Pick<ContactAssociation, 'role' | 'contactSuperior'>,
): string | null {
  const superior = association.contactSuperior ? [`${association.contactSuperior} (superiore diretto)`] : [];
  const line = [...superior, ...association.role.respondsToChain.map((above) => above.name)];
  return line.length > 0 ? line.join(' › ') : null;
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
