import { customersAccess } from '@portale/shared';
import { IconBriefcase, IconBuildingSkyscraper } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** «Clienti» and «Commesse» among the back-office pages. */
export const customersAdminMenu = [
  menuEntry(customersAccess.menu.customers, IconBuildingSkyscraper),
  menuEntry(customersAccess.menu.jobOrders, IconBriefcase),
];
