import { atiManagersMenu } from '../../features/ati-managers/menu.ts';
import { auditMenu } from '../../features/audit/menu.ts';
import { billingAdminMenu, billingMenu } from '../../features/billing/menu.ts';
import { contactsMenu } from '../../features/contacts/menu.ts';
import { dashboardMenu } from '../../features/dashboard/menu.ts';
import { documentsMenu, documentsPublishingMenu } from '../../features/documents/menu.ts';
import { realEstateMenu } from '../../features/real-estate/menu.ts';
import { roomsImportMenu } from '../../features/rooms-import/menu.ts';
import { sitesMenu } from '../../features/sites/menu.ts';
import { sitesAdminMenu } from '../../features/sites-admin/menu.ts';
import { transmissionsMenu } from '../../features/transmissions/menu.ts';
import { usersAdminMenu } from '../../features/users-admin/menu.ts';
import { economicsMenu } from '../../features/economics/menu.ts';
import { variationsMenu, variationsQueueMenu } from '../../features/variations/menu.ts';
import { qualityBackOfficeMenu, qualityMenu } from '../../features/quality/menu.ts';
import { kiosksBackOfficeMenu, kiosksMenu } from '../../features/kiosks/menu.ts';
import { planningBackOfficeMenu, planningMenu } from '../../features/planning/menu.ts';
import { employeesBackOfficeMenu, employeesMenu } from '../../features/employees/menu.ts';
import { syncMenu } from '../../features/sync/menu.ts';
import { customersAdminMenu } from '../../features/customers-admin/menu.ts';
import { contactsAdminMenu } from '../../features/contacts-admin/menu.ts';
import { siteEquipmentsBackOfficeMenu, siteEquipmentsMenu } from '../../features/site-equipments/menu.ts';
import { newsMenu } from '../../features/news/menu.ts';
import type { MenuEntry } from '../../lib/menu-entry.ts';

/**
 * The registry of the left menu, in the order of SPEC.md section 2: each feature exports its entries
 * (features/<area>/menu.ts, from its area's authorisation table), and an area adds one line here. An
 * area that is not built yet has no entry.
 */
export const menuEntries: readonly MenuEntry[] = [
  ...dashboardMenu,
  ...sitesMenu,
  ...planningMenu,
  ...employeesMenu,
  ...documentsMenu,
  ...transmissionsMenu,
  ...contactsMenu,
  ...qualityMenu,
  ...kiosksMenu,
  ...atiManagersMenu,
  ...billingMenu,
  ...siteEquipmentsMenu,
  ...economicsMenu,
  ...realEstateMenu,
  ...variationsMenu,
  ...customersAdminMenu,
  ...sitesAdminMenu,
  ...roomsImportMenu,
  ...documentsPublishingMenu,
  ...newsMenu,
  ...variationsQueueMenu,
  ...qualityBackOfficeMenu,
  ...kiosksBackOfficeMenu,
  ...planningBackOfficeMenu,
  ...employeesBackOfficeMenu,
  ...contactsAdminMenu,
  ...syncMenu,
  ...siteEquipmentsBackOfficeMenu,
  ...usersAdminMenu,
  ...auditMenu,
  ...billingAdminMenu,
];
