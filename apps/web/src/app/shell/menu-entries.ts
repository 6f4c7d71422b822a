import {
  areaSubRoles,
  backOfficeSitePermissions,
  BackOfficePermission,
  holdsAnySubRole,
  type CustomerSubRole,
} from '@portale/shared';
import {
  IconAddressBook,
  IconBuildings,
  IconCalendarEvent,
  IconChartBar,
  IconChartLine,
  IconChecklist,
  IconClipboardList,
  IconDeviceDesktop,
  IconDoor,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconMail,
  IconMessages,
  IconReceipt,
  IconReportAnalytics,
  IconShieldLock,
  IconTicket,
  IconTool,
  IconUserCog,
  IconUsers,
  IconUsersGroup,
  IconWorldUpload,
  type Icon,
} from '@tabler/icons-react';
import type { BadgeId } from '../../lib/badges.tsx';

/** One entry of the left menu: a page, or a parent whose submenu lists pages. */
export type MenuEntry = {
  id: string;
  label: string;
  icon: Icon;
  /** The page's path as the router writes it (a parent has none: its children do). */
  to?: string;
  /** Shown to users holding any one of these customer sub-roles; an empty list shows it to everyone. */
  subRoles: readonly CustomerSubRole[];
  /** Only for group (ATI) users. */
  atiOnly?: boolean;
  /**
   * A back-office page: shown only to staff holding any one of these permissions (an empty list: every
   * staff user). Entries without it follow the customer sub-roles.
   */
  staffPermissions?: readonly BackOfficePermission[];
  /**
   * A customer page that staff use too (the same page is their side of the work): staff holding any one
   * of these permissions also see it.
   */
  staffAlso?: readonly BackOfficePermission[];
  badge?: BadgeId;
  children?: readonly MenuEntry[];
};

/**
 * The whole left menu of SPEC.md section 2, in its order, with the sub-roles of section 6. An entry is
 * listed only once its page exists in the router (no placeholder pages): an area adds its route and its
 * entry appears here by itself, in the right place and for the right users.
 */
export const menuEntries: readonly MenuEntry[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    icon: IconLayoutDashboard,
    to: '/dashboard',
    subRoles: areaSubRoles.dashboard,
  },
  {
    id: 'sites',
    label: 'Ubicazioni e commesse',
    icon: IconBuildings,
    to: '/sites',
    subRoles: areaSubRoles.sites,
  },
  {
    id: 'services',
    label: 'Servizi',
    icon: IconClipboardList,
    subRoles: [...areaSubRoles.services, ...areaSubRoles.planOfAction],
    children: [
      {
        id: 'service-types',
        label: 'Tipologie di servizio',
        icon: IconListDetails,
        to: '/services',
        subRoles: areaSubRoles.services,
      },
      {
        id: 'poa',
        label: 'Piano delle attività',
        icon: IconCalendarEvent,
        to: '/poa',
        subRoles: areaSubRoles.planOfAction,
      },
    ],
  },
  {
    id: 'employees',
    label: 'Personale',
    icon: IconUsers,
    to: '/employees',
    subRoles: areaSubRoles.employees,
  },
  {
    id: 'documents',
    label: 'Documenti',
    icon: IconFileText,
    to: '/documents',
    subRoles: areaSubRoles.documents,
    badge: 'documents',
  },
  {
    id: 'transmissions',
    label: 'Segnalazioni e comunicazioni',
    icon: IconMessages,
    subRoles: areaSubRoles.tickets,
    staffAlso: [BackOfficePermission.tickets, BackOfficePermission.communications],
    badge: 'transmissions',
    children: [
      {
        id: 'tickets',
        label: 'Segnalazioni',
        icon: IconTicket,
        to: '/transmissions/tickets',
        subRoles: areaSubRoles.tickets,
        staffAlso: [BackOfficePermission.tickets],
        badge: 'tickets',
      },
      {
        id: 'messages',
        label: 'Comunicazioni',
        icon: IconMail,
        to: '/transmissions/messages',
        subRoles: areaSubRoles.messages,
        staffAlso: [BackOfficePermission.communications],
        badge: 'communications',
      },
    ],
  },
  {
    id: 'contacts',
    label: 'Contatti',
    icon: IconAddressBook,
    to: '/contacts',
    subRoles: areaSubRoles.contacts,
  },
  {
    id: 'quality',
    label: 'Qualità',
    icon: IconChecklist,
    subRoles: [
      ...areaSubRoles.qualityControls,
      ...areaSubRoles.qualityReports,
      ...areaSubRoles.qualityStats,
      ...areaSubRoles.kiosks,
    ],
    children: [
      {
        id: 'quality-controls',
        label: 'Controlli',
        icon: IconChecklist,
        to: '/quality/controls',
        subRoles: areaSubRoles.qualityControls,
      },
      {
        id: 'quality-reports',
        label: 'Report',
        icon: IconReportAnalytics,
        to: '/quality/reports',
        subRoles: areaSubRoles.qualityReports,
      },
      {
        id: 'quality-statistics',
        label: 'Statistiche',
        icon: IconChartBar,
        to: '/quality/statistics',
        subRoles: areaSubRoles.qualityStats,
      },
      {
        id: 'kiosks',
        label: 'Chioschi',
        icon: IconDeviceDesktop,
        to: '/kiosks-statistics',
        subRoles: areaSubRoles.kiosks,
      },
    ],
  },
  {
    id: 'ati-managers',
    label: 'Referenti ATI',
    icon: IconUsersGroup,
    to: '/ati-managers',
    subRoles: areaSubRoles.atiManagers,
    atiOnly: true,
  },
  {
    id: 'billing',
    label: 'Fatturazione',
    icon: IconReceipt,
    to: '/billing',
    subRoles: areaSubRoles.billing,
    badge: 'billing',
  },
  {
    id: 'site-equipments',
    label: 'Attrezzature',
    icon: IconTool,
    to: '/site-equipments',
    subRoles: areaSubRoles.siteEquipments,
  },
  {
    id: 'economics',
    label: 'Economics',
    icon: IconChartLine,
    to: '/economics',
    subRoles: areaSubRoles.economics,
  },
  {
    id: 'rooms',
    label: 'Anagrafica immobiliare',
    icon: IconDoor,
    to: '/page-rooms',
    subRoles: areaSubRoles.rooms,
  },
  {
    id: 'sites-publishing',
    label: 'Pubblicazione ubicazioni',
    icon: IconWorldUpload,
    to: '/backoffice/sites',
    subRoles: [],
    staffPermissions: backOfficeSitePermissions,
  },
  {
    id: 'administration',
    label: 'Amministrazione',
    icon: IconShieldLock,
    subRoles: [],
    staffPermissions: [BackOfficePermission.clientsUsers],
    children: [
      {
        id: 'users-admin',
        label: 'Utenti',
        icon: IconUserCog,
        to: '/backoffice/users',
        subRoles: [],
        staffPermissions: [BackOfficePermission.clientsUsers],
      },
      {
        id: 'audit-log',
        label: 'Registro accessi e attività',
        icon: IconHistory,
        to: '/backoffice/audit',
        subRoles: [],
        staffPermissions: [BackOfficePermission.clientsUsers],
      },
    ],
  },
];

export type MenuViewer = {
  customerSubRoles: readonly number[];
  isAti: boolean;
  isStaff: boolean;
  backOfficePermissions: readonly number[];
  /** Whether the router has a page at this path. */
  hasRoute: (path: string) => boolean;
};

/** Who an entry is for: staff-only entries, customer entries by sub-role, and their staff side. */
function mayOpen(entry: MenuEntry, viewer: MenuViewer): boolean {
  const staffHolds = (permissions: readonly BackOfficePermission[]) =>
    viewer.isStaff && holdsAnySubRole(permissions, viewer.backOfficePermissions);
  if (entry.staffPermissions) return staffHolds(entry.staffPermissions);
  if (entry.staffAlso && staffHolds(entry.staffAlso)) return true;
  return holdsAnySubRole(entry.subRoles, viewer.customerSubRoles);
}

/**
 * The entries a user sees, in order: pages that exist and that their sub-roles allow (ATI-only entries
 * for group users only, back-office entries and the staff side of customer pages for staff with the
 * permission); a parent when any of its children is left, with only those children.
 */
export function visibleMenuEntries(entries: readonly MenuEntry[], viewer: MenuViewer): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (entry.atiOnly && !viewer.isAti) return [];
    if (!mayOpen(entry, viewer)) return [];
    if (entry.children) {
      const children = visibleMenuEntries(entry.children, viewer);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    return entry.to !== undefined && viewer.hasRoute(entry.to) ? [entry] : [];
  });
}
