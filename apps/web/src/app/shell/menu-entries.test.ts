import { allCustomerSubRoles, CustomerSubRole } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import { menuEntries, visibleMenuEntries, type MenuViewer } from './menu-entries.ts';

/** Every page of SPEC.md section 2, as if every area were built. */
const everyPage = () => true;
const viewer = (customerSubRoles: readonly number[], options: Partial<MenuViewer> = {}): MenuViewer => ({
  customerSubRoles,
  isAti: false,
  isStaff: false,
  backOfficePermissions: [],
  hasRoute: everyPage,
  ...options,
});
const labels = (entries: ReturnType<typeof visibleMenuEntries>): unknown[] =>
  entries.map((entry) =>
    entry.children ? { [entry.label]: entry.children.map((child) => child.label) } : entry.label,
  );

describe('the menu of SPEC.md section 2', () => {
  it('lists every entry in order for a customer user holding every sub-role in an ATI', () => {
    expect(labels(visibleMenuEntries(menuEntries, viewer(allCustomerSubRoles, { isAti: true })))).toEqual([
      'Dashboard',
      'Ubicazioni e commesse',
      { Servizi: ['Tipologie di servizio', 'Piano delle attività'] },
      'Personale',
      'Documenti',
      { 'Segnalazioni e comunicazioni': ['Segnalazioni', 'Comunicazioni'] },
      'Contatti',
      { Qualità: ['Controlli', 'Report', 'Statistiche', 'Chioschi'] },
      'Referenti ATI',
      'Fatturazione',
      'Attrezzature',
      'Economics',
      'Anagrafica immobiliare',
    ]);
  });

  it('shows the group managers to ATI users only', () => {
    const ids = visibleMenuEntries(menuEntries, viewer(allCustomerSubRoles)).map((entry) => entry.id);
    expect(ids).not.toContain('ati-managers');
  });

  it('shows an entry only for its sub-roles, and a parent with only the children allowed', () => {
    expect(labels(visibleMenuEntries(menuEntries, viewer([CustomerSubRole.documents])))).toEqual([
      'Dashboard',
      'Documenti',
      'Economics',
    ]);
    expect(
      labels(
        visibleMenuEntries(
          menuEntries,
          viewer([CustomerSubRole.calendar, CustomerSubRole.communicationsAllTickets]),
        ),
      ),
    ).toEqual([
      'Dashboard',
      { Servizi: ['Piano delle attività'] },
      { 'Segnalazioni e comunicazioni': ['Segnalazioni', 'Comunicazioni'] },
      'Economics',
    ]);
  });

  it('shows staff (no sub-roles) only the entries open to every signed-in user', () => {
    const staff = viewer([], { isStaff: true, backOfficePermissions: [13, 17] });
    expect(labels(visibleMenuEntries(menuEntries, staff))).toEqual(['Dashboard', 'Economics']);
  });

  it('shows staff the customer pages they work on with their permission: tickets (5), communications (7)', () => {
    const staff = (backOfficePermissions: number[]) => viewer([], { isStaff: true, backOfficePermissions });
    expect(labels(visibleMenuEntries(menuEntries, staff([5])))).toEqual([
      'Dashboard',
      { 'Segnalazioni e comunicazioni': ['Segnalazioni'] },
      'Economics',
    ]);
    expect(labels(visibleMenuEntries(menuEntries, staff([7])))).toEqual([
      'Dashboard',
      { 'Segnalazioni e comunicazioni': ['Comunicazioni'] },
      'Economics',
    ]);
    // A customer user never gets the staff side from a permission they cannot hold.
    expect(labels(visibleMenuEntries(menuEntries, viewer([], { backOfficePermissions: [5, 7] })))).toEqual([
      'Dashboard',
      'Economics',
    ]);
  });

  it('shows the administration pages to staff holding permission 1 (clients users) only', () => {
    const staff = (backOfficePermissions: number[]) => viewer([], { isStaff: true, backOfficePermissions });
    expect(labels(visibleMenuEntries(menuEntries, staff([1, 4])))).toEqual([
      'Dashboard',
      'Economics',
      'Pubblicazione ubicazioni',
      { Amministrazione: ['Utenti', 'Registro accessi e attività'] },
    ]);
    expect(
      labels(visibleMenuEntries(menuEntries, viewer(allCustomerSubRoles, { backOfficePermissions: [1] }))),
    ).not.toContainEqual(expect.objectContaining({ Amministrazione: expect.anything() as unknown }));
  });

  it('shows the back-office site list to staff holding permission 4 (sites) or 12 (services) only', () => {
    const staff = (backOfficePermissions: number[]) => viewer([], { isStaff: true, backOfficePermissions });
    expect(labels(visibleMenuEntries(menuEntries, staff([4])))).toContain('Pubblicazione ubicazioni');
    expect(labels(visibleMenuEntries(menuEntries, staff([12])))).toContain('Pubblicazione ubicazioni');
    expect(labels(visibleMenuEntries(menuEntries, staff([1, 5])))).not.toContain('Pubblicazione ubicazioni');
    expect(
      labels(visibleMenuEntries(menuEntries, viewer(allCustomerSubRoles, { backOfficePermissions: [4] }))),
    ).not.toContain('Pubblicazione ubicazioni');
  });

  it('shows a back-office entry to staff holding one of its permissions only', () => {
    const entries = [
      ...menuEntries.slice(0, 1),
      {
        id: 'publishing',
        label: 'Pubblicazione',
        icon: menuEntries[0]!.icon,
        to: '/x',
        subRoles: [],
        staffPermissions: [4] as const,
      },
    ];
    const visible = (v: MenuViewer) => visibleMenuEntries(entries, v).map((entry) => entry.id);
    expect(visible(viewer([], { isStaff: true, backOfficePermissions: [4] }))).toEqual([
      'dashboard',
      'publishing',
    ]);
    expect(visible(viewer([], { isStaff: true, backOfficePermissions: [5] }))).toEqual(['dashboard']);
    expect(visible(viewer(allCustomerSubRoles))).toEqual(['dashboard']);
  });

  it('lists no entry whose page does not exist yet, and no parent left without children', () => {
    const built = new Set(['/dashboard', '/ati-managers', '/quality/reports']);
    const entries = visibleMenuEntries(
      menuEntries,
      viewer(allCustomerSubRoles, { isAti: true, hasRoute: (p) => built.has(p) }),
    );
    expect(labels(entries)).toEqual(['Dashboard', { Qualità: ['Report'] }, 'Referenti ATI']);
  });

  it('badges documents, transmissions and its two parts, and billing', () => {
    const badges = Object.fromEntries(
      menuEntries
        .flatMap((entry) => [entry, ...(entry.children ?? [])])
        .filter((e) => e.badge)
        .map((e) => [e.id, e.badge]),
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
