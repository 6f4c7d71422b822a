/**
 * The menu of SPEC.md sections 2 and 6, written here independently of the web app's own table: each
 * entry with its page (or its children) and the customer sub-roles that open it.
 */
export type SpecEntry = {
  id: string;
  path?: string;
  /** Customer sub-roles that open it (empty: every customer user). */
  subRoles: number[];
  /** Staff back-office permissions that open it (empty: every staff user); absent: not for staff. */
  staff?: number[];
  /** Only for staff. */
  staffOnly?: boolean;
  atiOnly?: boolean;
  children?: SpecEntry[];
};
export const specMenu: SpecEntry[] = [
  { id: 'dashboard', path: '/dashboard', subRoles: [], staff: [] },
  { id: 'sites', path: '/sites', subRoles: [0] },
  {
    id: 'services',
    subRoles: [1, 2],
    children: [
      { id: 'service-types', path: '/services', subRoles: [1] },
      { id: 'poa', path: '/poa', subRoles: [2] },
    ],
  },
  { id: 'employees', path: '/employees', subRoles: [3] },
  { id: 'documents', path: '/documents', subRoles: [5] },
  {
    id: 'transmissions',
    subRoles: [6, 14],
    staff: [5, 7],
    children: [
      { id: 'tickets', path: '/transmissions/tickets', subRoles: [6, 14], staff: [5] },
      { id: 'messages', path: '/transmissions/messages', subRoles: [6, 14], staff: [7] },
    ],
  },
  { id: 'contacts', path: '/contacts', subRoles: [7] },
  {
    id: 'quality',
    subRoles: [8, 9, 10, 11],
    // Staff with survey (10) read, ask for and redraw every customer's monthly reports.
    staff: [10],
    children: [
      { id: 'quality-controls', path: '/quality/controls', subRoles: [8] },
      { id: 'quality-reports', path: '/quality/reports', subRoles: [9], staff: [10] },
      { id: 'quality-statistics', path: '/quality/statistics', subRoles: [10] },
      { id: 'kiosks', path: '/kiosks-statistics', subRoles: [11] },
    ],
  },
  { id: 'ati-managers', path: '/ati-managers', subRoles: [], atiOnly: true },
  { id: 'billing', path: '/billing', subRoles: [13] },
  { id: 'site-equipments', path: '/site-equipments', subRoles: [15] },
  // The page needs only login (SPEC.md section 6); its menu entry is for sub-role economics (16), and for
  // staff with back-office permission economics (18), who see every customer's started job orders.
  { id: 'economics', path: '/economics', subRoles: [16], staff: [18] },
  // SPEC.md's «rooms»: the registry's tree (real-estate/), from which the flat view and /page-rooms open.
  { id: 'real-estate', path: '/real-estate', subRoles: [12] },
  // Variation requests: rooms (12) or services (1), after the rooms.
  { id: 'variations', path: '/variations', subRoles: [1, 12] },
  // Back office (not in SPEC.md's customer menu): site publishing and the rooms import for permission 4
  // (sites), documents for permission 6 (documents), then the administration for permission 1 (clients
  // users) and, for permission 2 (clients billing), the invoices and credit notes.
  // Customers (0) and job orders (3), first of the back office (issue 30).
  { id: 'customers-backoffice', path: '/backoffice/customers', subRoles: [], staff: [0], staffOnly: true },
  { id: 'job-orders-backoffice', path: '/backoffice/job-orders', subRoles: [], staff: [3], staffOnly: true },
  { id: 'sites-publishing', path: '/backoffice/sites', subRoles: [], staff: [4], staffOnly: true },
  { id: 'rooms-import', path: '/backoffice/rooms-import', subRoles: [], staff: [4], staffOnly: true },
  { id: 'documents-publishing', path: '/backoffice/documents', subRoles: [], staff: [6], staffOnly: true },
  // News for customers, written by staff with news (9) (issue 30).
  { id: 'news-backoffice', path: '/backoffice/news', subRoles: [], staff: [9], staffOnly: true },
  { id: 'variations-queue', path: '/backoffice/variations', subRoles: [], staff: [18], staffOnly: true },
  // Quality controls drawn, recorded and completed by staff with survey (10), as issue 26 asks.
  { id: 'quality-backoffice', path: '/backoffice/quality', subRoles: [], staff: [10], staffOnly: true },
  // Joint control requests answered by staff with contradictory requests (8).
  {
    id: 'quality-requests-backoffice',
    path: '/backoffice/quality-requests',
    subRoles: [],
    staff: [8],
    staffOnly: true,
  },
  // Kiosks installed, their keys and the sites' alerts, for staff with survey (10).
  { id: 'kiosks-backoffice', path: '/backoffice/kiosks', subRoles: [], staff: [10], staffOnly: true },
  // Schedules, closures and the record of the days done and missed, for staff with services (12).
  { id: 'services-backoffice', path: '/backoffice/services', subRoles: [], staff: [12], staffOnly: true },
  { id: 'poa-backoffice', path: '/backoffice/poa', subRoles: [], staff: [12], staffOnly: true },
  // Every person with their private data and photo, for staff with employees (13).
  { id: 'employees-backoffice', path: '/backoffice/employees', subRoles: [], staff: [13], staffOnly: true },
  // The provider's people, their roles and associations, for staff with contacts (14).
  { id: 'contacts-backoffice', path: '/backoffice/contacts', subRoles: [], staff: [14], staffOnly: true },
  // The provider's systems' keys and batches, for staff with sync (16).
  { id: 'sync-backoffice', path: '/backoffice/sync', subRoles: [], staff: [16], staffOnly: true },
  // Every customer's equipment, its changes and the labels to print, for staff with equipment (17).
  {
    id: 'site-equipments-backoffice',
    path: '/backoffice/site-equipments',
    subRoles: [],
    staff: [17],
    staffOnly: true,
  },
  {
    id: 'administration',
    subRoles: [],
    staff: [1, 2],
    staffOnly: true,
    children: [
      { id: 'users-admin', path: '/backoffice/users', subRoles: [], staff: [1], staffOnly: true },
      { id: 'audit-log', path: '/backoffice/audit', subRoles: [], staff: [1], staffOnly: true },
      { id: 'billing-publishing', path: '/backoffice/billing', subRoles: [], staff: [2], staffOnly: true },
    ],
  },
];

const all = Array.from({ length: 17 }, (_, n) => n);
/** The demo accounts (packages/demo-data/src/fixed.ts); staff hold no customer sub-role. */
const allPermissions = [...Array.from({ length: 15 }, (_, n) => n), 16, 17, 18];
export const accounts: { username: string; subRoles: number[]; isAti: boolean; staff: number[] | null }[] = [
  { username: 'cliente.demo', subRoles: all, isAti: false, staff: null },
  { username: 'limitato.demo', subRoles: [5], isAti: false, staff: null },
  { username: 'ati.demo', subRoles: all, isAti: true, staff: null },
  { username: 'altro.demo', subRoles: all, isAti: false, staff: null },
  { username: 'staff.demo', subRoles: [], isAti: false, staff: allPermissions },
  { username: 'operatore.demo', subRoles: [], isAti: false, staff: [4, 5] },
];

const holds = (required: number[], held: number[]) =>
  required.length === 0 || required.some((item) => held.includes(item));

/** The entry ids a user must see: allowed by the sub-roles (and ATI), and whose page exists. */
export function expectedIds(
  entries: SpecEntry[],
  account: (typeof accounts)[number],
  built: Set<string>,
): string[] {
  return entries.flatMap((entry) => {
    if (entry.atiOnly && !account.isAti) return [];
    const allowed = account.staff
      ? entry.staff !== undefined && holds(entry.staff, account.staff)
      : !entry.staffOnly && holds(entry.subRoles, account.subRoles);
    if (!allowed) return [];
    if (entry.children) {
      const children = expectedIds(entry.children, account, built);
      return children.length > 0 ? [entry.id, ...children] : [];
    }
    return entry.path && built.has(entry.path) ? [entry.id] : [];
  });
}
