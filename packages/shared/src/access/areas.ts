import { atiManagersAccess } from '../ati-managers/ati-managers.access.ts';
import { auditAccess } from '../audit/audit.access.ts';
import { billingAccess } from '../billing/billing.access.ts';
import { contactsAccess } from '../contacts/contacts.access.ts';
import { dashboardAccess } from '../dashboard/dashboard.access.ts';
import { documentsAccess } from '../documents/documents.access.ts';
import { messagesAccess } from '../messages/messages.access.ts';
import { realEstateAccess } from '../real-estate/real-estate.access.ts';
import { notificationsAccess } from '../notifications/notifications.access.ts';
import { sitesAccess } from '../sites/sites.access.ts';
import { ticketsAccess } from '../tickets/tickets.access.ts';
import { usersAccess } from '../users/users.access.ts';
import { economicsAccess } from '../economics/economics.access.ts';
import { variationsAccess } from '../variations/variations.access.ts';
import { qualityAccess } from '../quality/quality.access.ts';
import { kiosksAccess } from '../kiosks/kiosks.access.ts';
import { planningAccess } from '../planning/planning.access.ts';
import { employeesAccess } from '../employees/employees.access.ts';
import { syncAccess } from '../sync/sync.access.ts';
import { siteEquipmentsAccess } from '../site-equipments/site-equipments.access.ts';
import { customersAccess } from '../customers/customers.access.ts';
import { newsAccess } from '../news/news.access.ts';
import type { AreaTable } from './area-table.ts';

/**
 * The authorisation table: one line an area, naming the area's own table (`<area>/<area>.access.ts`:
 * its rules and its menu pages). Every customer or staff policy of a route contract comes from one of
 * these rules, and the authorisation matrix test checks each route against them; an area that is not
 * built yet has no line, no route and no menu page.
 */
export const areaTables = {
  dashboard: dashboardAccess,
  sites: sitesAccess,
  planning: planningAccess,
  documents: documentsAccess,
  tickets: ticketsAccess,
  messages: messagesAccess,
  contacts: contactsAccess,
  atiManagers: atiManagersAccess,
  billing: billingAccess,
  realEstate: realEstateAccess,
  notifications: notificationsAccess,
  users: usersAccess,
  audit: auditAccess,
  economics: economicsAccess,
  variations: variationsAccess,
  quality: qualityAccess,
  kiosks: kiosksAccess,
  employees: employeesAccess,
  sync: syncAccess,
  siteEquipments: siteEquipmentsAccess,
  customers: customersAccess,
  news: newsAccess,
} as const satisfies Record<string, AreaTable>;
