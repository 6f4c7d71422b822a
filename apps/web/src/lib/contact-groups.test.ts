import type { ContactAssociation } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import {
  describeCoverage,
  groupContactsByRoleCategory,
  reportingLine,
  rolesByContact,
} from './contact-groups.ts';

const categories = {
  direction: { contactRoleCategoryId: 1, name: 'Direzione', priority: 1 },
  operations: { contactRoleCategoryId: 2, name: 'Operativo', priority: 2 },
};

const roleRef = (contactRoleId: number, name: string, priority: number, respondsToRoleId: number | null) => ({
  contactRoleId,
  name,
  priority,
  roleCategoryId: 1,
  handleTickets: false,
  respondsToRoleId,
});
const areaManager = roleRef(2, 'Responsabile di area', 2, null);
const director = roleRef(1, 'Direttore di commessa', 1, 2);
const coordinator = roleRef(4, 'Coordinatore dei servizi', 2, 1);

let nextId = 1;
function association(
  contact: { id: number; name: string; surname: string },
  role: ContactAssociation['role'],
  scope: { siteCode?: string; site?: string; jobTaskCode?: string; jobTask?: string } = {},
): ContactAssociation {
  return {
    contactAssociationId: nextId++,
    contactId: contact.id,
    customer: 'Azienda Ospedaliera',
    customerCode: 'CL0001',
    jobTask: scope.jobTask ?? null,
    jobTaskCode: scope.jobTaskCode ?? null,
    site: scope.site ?? null,
    siteCode: scope.siteCode ?? null,
    contactSuperior: null,
    contactSuperiorId: null,
    role,
    contact: {
      contactId: contact.id,
      name: contact.name,
      surname: contact.surname,
      title: null,
      email: null,
      phone: null,
      workPlace: null,
      employeeId: null,
      employeeImage: null,
      documents: [],
    },
  };
}

const ferrari = { id: 1, name: 'Giuseppe', surname: 'Ferrari' };
const bruno = { id: 5, name: 'Teresa', surname: 'Bruno' };
const palumbo = { id: 9, name: 'Giovanna', surname: 'Palumbo' };

const siteManager = {
  ...roleRef(3, 'Capo cantiere', 1, 4),
  roleCategoryId: 2,
  roleCategory: categories.operations,
  respondsToRole: coordinator,
  respondsToChain: [coordinator, director, areaManager],
};
const areaManagerRole = {
  ...areaManager,
  roleCategory: categories.direction,
  respondsToRole: null,
  respondsToChain: [],
};
const directorRole = {
  ...director,
  roleCategory: categories.direction,
  respondsToRole: areaManager,
  respondsToChain: [areaManager],
};

describe('groupContactsByRoleCategory', () => {
  it('orders categories and roles by priority and lists a person once per role with all they cover', () => {
    const groups = groupContactsByRoleCategory([
      association(palumbo, siteManager, { siteCode: 'UB000002', site: 'Padiglione B' }),
      association(ferrari, areaManagerRole),
      association(palumbo, siteManager, { siteCode: 'UB000001', site: 'Padiglione A' }),
      association(bruno, directorRole, { jobTaskCode: 'C2024-0001', jobTask: 'Pulizie ospedaliere' }),
    ]);

    expect(groups.map((group) => group.name)).toEqual(['Direzione', 'Operativo']);
    expect(groups[0]?.contacts.map((person) => person.association.contact.surname)).toEqual([
      'Bruno',
      'Ferrari',
    ]);
    const [palumboInRole] = groups[1]?.contacts ?? [];
    expect(groups[1]?.contacts).toHaveLength(1);
    expect(palumboInRole?.coverage.map(describeCoverage)).toEqual(['Padiglione B', 'Padiglione A']);
    expect(groups[0]?.contacts[0]?.coverage.map(describeCoverage)).toEqual([
      'Commessa C2024-0001 – Pulizie ospedaliere',
    ]);
    expect(groups[0]?.contacts[1]?.coverage.map(describeCoverage)).toEqual(['Tutta la tua azienda']);
  });

  it('returns no group for no contacts', () => {
    expect(groupContactsByRoleCategory([])).toEqual([]);
  });
});

describe('reportingLine', () => {
  const withSuperior = (role: ContactAssociation['role'], superior: typeof ferrari | null) => ({
    role,
    contactSuperior: superior && `${superior.name} ${superior.surname}`,
    contactSuperiorId: superior?.id ?? null,
  });

  it('names the direct superior by the role they hold, then the roles above theirs', () => {
    const rolesOf = new Map([[bruno.id, new Set([coordinator.contactRoleId])]]);
    expect(reportingLine(withSuperior(siteManager, bruno), rolesOf)).toBe(
      'Teresa Bruno (Coordinatore dei servizi) › Direttore di commessa › Responsabile di area',
    );
    // A superior two levels up: the roles between are below them, so left out.
    const areaRoles = new Map([[ferrari.id, new Set([areaManager.contactRoleId])]]);
    expect(reportingLine(withSuperior(siteManager, ferrari), areaRoles)).toBe(
      'Giuseppe Ferrari (Responsabile di area)',
    );
  });

  it('calls a superior whose role is not listed the direct superior, before the roles above', () => {
    expect(reportingLine(withSuperior(siteManager, palumbo))).toBe(
      'Giovanna Palumbo (superiore diretto) › Coordinatore dei servizi › Direttore di commessa › Responsabile di area',
    );
    expect(reportingLine(withSuperior(siteManager, null))).toBe(
      'Coordinatore dei servizi › Direttore di commessa › Responsabile di area',
    );
  });

  it('says nothing for a person at the top', () => {
    expect(reportingLine(withSuperior(areaManagerRole, null))).toBeNull();
  });
});

describe('rolesByContact', () => {
  it('gathers the roles each listed person holds', () => {
    const groups = groupContactsByRoleCategory([
      association(ferrari, areaManagerRole),
      association(ferrari, directorRole),
      association(bruno, siteManager, { siteCode: 'UB000001', site: 'Padiglione A' }),
    ]);
    expect(rolesByContact(groups)).toEqual(
      new Map([
        [ferrari.id, new Set([areaManager.contactRoleId, director.contactRoleId])],
        [bruno.id, new Set([siteManager.contactRoleId])],
      ]),
    );
  });
});
