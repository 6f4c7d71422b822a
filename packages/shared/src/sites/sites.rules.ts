import type { AccessRule } from '../access/access-rule.ts';
import { BackOfficePermission, CustomerSubRole } from '../access/roles.ts';

const {
  site,
  documents,
  communications,
  communicationsAllTickets,
  contacts,
  realEstateRegistry,
  qualityControls,
  qualityStats,
  kiosks,
} = CustomerSubRole;
const staff = BackOfficePermission;

export const sitesRules = {
  /** The customer's site list, its export and the sites served last: sub-role site. */
  list: { customerSubRoles: [site], staffPermissions: [] },
  /** A site's detail and image: sub-role site, or staff with sites (4) or services (12). */
  detail: { customerSubRoles: [site], staffPermissions: [staff.sites, staff.services] },
  /** A site's documents tab: sub-role documents, or staff with sites or documents. */
  documents: { customerSubRoles: [documents], staffPermissions: [staff.sites, staff.documents] },
  /** A site's contacts tab: sub-role contacts, or staff with sites or contacts. */
  contacts: { customerSubRoles: [contacts], staffPermissions: [staff.sites, staff.contacts] },
  /** The job orders with a site the user sees: every customer user. */
  jobOrders: { customerSubRoles: 'every', staffPermissions: [] },
  /**
   * The site pickers, and staff's customer pickers. Customers: the sub-roles whose pages pick a site of the user's reach (sites,
   * tickets and messages, contacts, documents, the real-estate registry, quality controls and statistics, kiosks). Staff: the permissions whose pages pick sites of any customer:
   * user site access (1), tickets and messages (5, 7), sites and services (4, 12), documents (6),
   * contacts (14), and the areas that work on a customer's sites (clients, billing, job orders,
   * contradictory controls, quality controls, personnel, equipment, economics). News, QGIS and sync
   * pick no site, so a stolen password of such a user lists no customer's sites. An area with a site filter
   * adds its sub-role or permission here.
   */
  pickers: {
    customerSubRoles: [
      site,
      communications,
      communicationsAllTickets,
      contacts,
      documents,
      realEstateRegistry,
      qualityControls,
      qualityStats,
      kiosks,
    ],
    staffPermissions: [
      staff.clients,
      staff.clientsUsers,
      staff.clientsBilling,
      staff.jobTasks,
      staff.sites,
      staff.tickets,
      staff.documents,
      staff.communications,
      staff.contradictoryRequests,
      staff.survey,
      staff.services,
      staff.employees,
      staff.contacts,
      staff.equipment,
      staff.economics,
    ],
  },
  /** The back office's site list and editor: staff with sites (4) or services (12). */
  backOffice: { customerSubRoles: [], staffPermissions: [staff.sites, staff.services] },
  /** Publishing, dates, fee split and image: staff with sites (4). */
  publishing: { customerSubRoles: [], staffPermissions: [staff.sites] },
  /** A site's services: staff with services (12). */
  services: { customerSubRoles: [], staffPermissions: [staff.services] },
} as const satisfies Record<string, AccessRule>;
