import { describe, expect, it } from 'vitest';
import {
  ownRoleLabels,
  pagesOpenedByRoles,
  pagesWithContent,
  quotedList,
} from '../../features/dashboard/access-guide.ts';
import type { MenuViewer } from '../../lib/visible-menu.ts';
import { menuEntries } from './menu-entries.ts';

const customer = (customerSubRoles: number[], isAti = false): MenuViewer => ({
  kind: 'customer',
  customerSubRoles,
  backOfficePermissions: [],
  isAti,
});
const staff = (backOfficePermissions: number[]): MenuViewer => ({
  kind: 'staff',
  customerSubRoles: [],
  backOfficePermissions,
  isAti: false,
});

describe('who opens no page besides the dashboard', () => {
  it('is a customer with only sub-roles of areas not built yet, or with none', () => {
    expect(pagesWithContent(menuEntries, customer([4]))).toEqual([]);
    expect(pagesWithContent(menuEntries, customer([15]))).toEqual(['Attrezzature']);
    expect(pagesWithContent(menuEntries, customer([3]))).toEqual(['Personale']);
    expect(pagesWithContent(menuEntries, customer([2]))).toEqual(['Piano delle attività']);
    expect(pagesWithContent(menuEntries, customer([1]))).toEqual([
      'Tipologie di servizio',
      'Richieste di variazione',
    ]);
    expect(pagesWithContent(menuEntries, customer([]))).toEqual([]);
    expect(pagesWithContent(menuEntries, customer([5]))).toEqual(['Documenti']);
    expect(pagesWithContent(menuEntries, customer([6]))).toContain('Segnalazioni');
    expect(pagesWithContent(menuEntries, customer([0]))).toContain('Ubicazioni e commesse');
  });

  it('is never a group user, who has the group managers page', () => {
    expect(pagesWithContent(menuEntries, customer([], true))).not.toEqual([]);
  });

  it('is a staff user with no permission that opens a page', () => {
    expect(pagesWithContent(menuEntries, staff([]))).toEqual([]);
    expect(pagesWithContent(menuEntries, staff([5]))).toContain('Segnalazioni');
    expect(pagesWithContent(menuEntries, staff([6]))).toEqual(['Documenti']);
  });
});

describe('what such a user is told to ask for', () => {
  it('names, for each page, the sub-roles of the table that open it', () => {
    const keys = pagesOpenedByRoles(menuEntries, 'customer');
    expect(keys).toContainEqual({ page: 'Ubicazioni e commesse', roles: ['Ubicazioni'] });
    expect(keys).toContainEqual({ page: 'Segnalazioni', roles: ['Comunicazioni', 'Tutte le segnalazioni'] });
    expect(keys.map((key) => key.page)).not.toContain('Dashboard');
  });

  it('names the permissions for staff', () => {
    expect(pagesOpenedByRoles(menuEntries, 'staff')).toContainEqual({
      page: 'Utenti',
      roles: ['Utenti dei clienti'],
    });
  });

  it('says the user’s own roles and alternatives in Italian', () => {
    expect(ownRoleLabels(customer([5]))).toEqual(['Documenti']);
    expect(quotedList(['Comunicazioni', 'Tutte le segnalazioni'], 'disjunction')).toBe(
      '«Comunicazioni» o «Tutte le segnalazioni»',
    );
    expect(quotedList(['Documenti', 'Fatturazione'], 'conjunction')).toBe('«Documenti» e «Fatturazione»');
  });
});
