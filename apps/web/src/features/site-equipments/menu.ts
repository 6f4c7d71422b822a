import { siteEquipmentsAccess } from '@portale/shared';
import { IconTool } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** «Attrezzature» of the customers' menu, after the billing. */
export const siteEquipmentsMenu = [menuEntry(siteEquipmentsAccess.menu.list, IconTool)];
/** Staff's equipment, among the back-office pages. */
export const siteEquipmentsBackOfficeMenu = [menuEntry(siteEquipmentsAccess.menu.manage, IconTool)];
