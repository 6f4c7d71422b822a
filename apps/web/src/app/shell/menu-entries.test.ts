import { allCustomerSubRoles, areaTables, CustomerSubRole } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { isMenuPageOpen, visibleMenu, type MenuNode, type MenuViewer } from '../../lib/visible-menu.ts';
import { menuEntries } from './menu-entries.ts';

const customer = (customerSubRoles: readonly number[], isAti = false): MenuViewer => ({
  kind: 'customer',
  customerSubRoles,
  backOfficePermissions: [],
  isAti,
});
const staff = (backOfficePermissions: readonly number[]): MenuViewer => ({
  kind: 'staff',
  customerSubRoles: [],
  backOfficePermissions,
  isAti: false,
});
const labels = (nodes: MenuNode[]): unknown[] =>
  nodes.map((node) =>
    'children' in node ? { [node.label]: node.children.map((child) => child.label) } : node.label,
  );
const menuOf = (viewer: MenuViewer) => labels(visibleMenu(menuEntries, viewer));

describe('the menu of SPEC.md section 2', () => {
  it('lists every built page in order for a customer user holding every sub-role in an ATI', () => {
    expect(
      menuOf(customer(allCustomerSubRoles, true)),
      'the whole menu, pinned: a new menu page adds its label here, where app/shell/menu-entries.ts puts it',
    ).toEqual([
      'Dashboard',
      'Ubicazioni e commesse',
      { Servizi: ['Tipologie di servizio', 'Piano delle attività'] },
      'Personale',
      'Documenti',
      { 'Segnalazioni e comunicazioni': ['Segnalazioni', 'Comunicazioni'] },
      'Contatti',
      { Qualità: ['Controlli', 'Rapporti', 'Statistiche', 'Chioschi'] },
      'Referenti ATI',
      'Fatturazione',
      'Attrezzature',
      'Economia',
      'Anagrafica immobiliare',
      'Richieste di variazione',
    ]);
  });

  it('has an entry for each menu page of the authorisation table, and none other', () => {
    const tablePages = Object.values(areaTables).flatMap((table) =>
      Object.values(table.menu).map((placement) => placement.id),
    );
    expect(
      menuEntries.map((entry) => entry.id).sort(),
      'each `menu` page of an area table (packages/shared/src/<area>/<area>.access.ts) needs its entry in ' +
        'app/shell/menu-entries.ts, with the same id (and apps/e2e/tests/support/spec-menu.ts the same id too)',
    ).toEqual(tablePages.sort());
  });

  it('shows the group managers to ATI users only', () => {
    expect(menuOf(customer(allCustomerSubRoles))).not.toContain('Referenti ATI');
  });

  it('shows a page only for its sub-roles, and a parent with only the pages allowed', () => {
    expect(menuOf(customer([CustomerSubRole.documents]))).toEqual(['Dashboard', 'Documenti']);
    expect(menuOf(customer([CustomerSubRole.employee]))).toEqual(['Dashboard', 'Personale']);
    // The stampings are a part of the personnel page: without sub-role employee, no page of their own.
    expect(menuOf(customer([CustomerSubRole.employeeStampings]))).toEqual(['Dashboard']);
    expect(menuOf(customer([CustomerSubRole.site, CustomerSubRole.contacts]))).toEqual([
      'Dashboard',
      'Ubicazioni e commesse',
      'Contatti',
    ]);
    expect(menuOf(customer([CustomerSubRole.communicationsAllTickets]))).toEqual([
      'Dashboard',
      { 'Segnalazioni e comunicazioni': ['Segnalazioni', 'Comunicazioni'] },
    ]);
  });

  it('shows staff only the pages their permissions open', () => {
    expect(menuOf(staff([17]))).toEqual(['Dashboard', 'Attrezzature']);
    expect(menuOf(staff([13]))).toEqual(['Dashboard', 'Personale']);
    expect(menuOf(staff([16]))).toEqual(['Dashboard', 'Sincronizzazione']);
    expect(menuOf(staff([14]))).toEqual(['Dashboard', 'Contatti']);
    expect(menuOf(staff([0]))).toEqual(['Dashboard', 'Clienti']);
    expect(menuOf(staff([3]))).toEqual(['Dashboard', 'Commesse']);
    expect(menuOf(staff([0, 3, 4]))).toEqual([
      'Dashboard',
      'Clienti',
      'Commesse',
      'Pubblicazione ubicazioni',
      'Importazione locali',
    ]);
    expect(menuOf(customer([CustomerSubRole.siteEquipments]))).toEqual(['Dashboard', 'Attrezzature']);
    expect(menuOf(staff([6]))).toEqual(['Dashboard', 'Documenti']);
    expect(menuOf(staff([9]))).toEqual(['Dashboard', 'News']);
    expect(menuOf(staff([6, 9]))).toEqual(['Dashboard', 'Documenti', 'News']);
    expect(menuOf(staff([5]))).toEqual(['Dashboard', { 'Segnalazioni e comunicazioni': ['Segnalazioni'] }]);
    expect(menuOf(staff([7]))).toEqual(['Dashboard', { 'Segnalazioni e comunicazioni': ['Comunicazioni'] }]);
    // A customer user never gets the staff side from a permission they cannot hold.
    expect(menuOf({ ...customer([]), backOfficePermissions: [5, 7] })).toEqual(['Dashboard']);
  });

  it('shows the administration pages to staff holding permission 1 (clients users) only', () => {
    expect(menuOf(staff([1, 4]))).toEqual([
      'Dashboard',
      'Pubblicazione ubicazioni',
      'Importazione locali',
      { Amministrazione: ['Utenti', 'Registro accessi e attività'] },
    ]);
    expect(menuOf({ ...customer(allCustomerSubRoles), backOfficePermissions: [1] })).not.toContainEqual(
      expect.objectContaining({ Amministrazione: expect.anything() as unknown }),
    );
  });

  it('shows the billing back office to staff holding permission 2 (clients billing), in the administration', () => {
    expect(menuOf(staff([2]))).toEqual(['Dashboard', { Amministrazione: ['Fatture e note di credito'] }]);
    expect(menuOf(staff([1, 2]))).toContainEqual({
      Amministrazione: ['Utenti', 'Registro accessi e attività', 'Fatture e note di credito'],
    });
    expect(menuOf(customer([CustomerSubRole.billing]))).toEqual(['Dashboard', 'Fatturazione']);
    expect(menuOf({ ...customer(allCustomerSubRoles), backOfficePermissions: [2] })).not.toContainEqual(
      expect.objectContaining({ Amministrazione: expect.anything() as unknown }),
    );
  });

  it('shows the back-office site list to staff holding permission 4 (sites) or 12 (services) only', () => {
    expect(menuOf(staff([4]))).toContain('Pubblicazione ubicazioni');
    expect(menuOf(staff([12]))).toContain('Pubblicazione ubicazioni');
    expect(menuOf(staff([1, 5]))).not.toContain('Pubblicazione ubicazioni');
    expect(menuOf({ ...customer(allCustomerSubRoles), backOfficePermissions: [4] })).not.toContain(
      'Pubblicazione ubicazioni',
    );
  });

  it('shows economics to customers with sub-role economics (16) and staff with permission 18', () => {
    expect(menuOf(customer([CustomerSubRole.economics]))).toEqual(['Dashboard', 'Economia']);
    expect(menuOf(staff([18]))).toEqual(['Dashboard', 'Economia', 'Richieste di variazione']);
    expect(menuOf(customer([CustomerSubRole.billing]))).not.toContain('Economia');
  });

  it('badges transmissions and its two parts', () => {
    const nodes = visibleMenu(menuEntries, customer(allCustomerSubRoles));
    const badges = Object.fromEntries(
      nodes
        .flatMap((node) => ['children' in node ? node.children : [], node].flat())
        .filter((node) => node.badge)
        .map((node) => [node.id, node.badge]),
    );
    expect(badges).toEqual({
      documents: 'documents',
      transmissions: 'transmissions',
      tickets: 'tickets',
      messages: 'communications',
      billing: 'billing',
    });
  });
});

describe('the page of the menu that is open', () => {
  const tickets = { to: '/transmissions/tickets' } as const;
  it('is the entry of the path, or of a path below it', () => {
    expect(isMenuPageOpen('/transmissions/tickets', tickets)).toBe(true);
    expect(isMenuPageOpen('/transmissions/tickets/new', tickets)).toBe(true);
  });
  it('is not an entry whose path only starts the same letters, nor a sibling', () => {
    expect(isMenuPageOpen('/transmissions/tickets-archive', tickets)).toBe(false);
    expect(isMenuPageOpen('/transmissions/messages', tickets)).toBe(false);
    expect(isMenuPageOpen('/transmissions', tickets)).toBe(false);
  });
});
