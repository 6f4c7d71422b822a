import { kiosksAccess } from '@portale/shared';
import { IconDeviceTablet } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** «Qualità › Chioschi», after the statistics as SPEC.md section 2's menu has it. */
export const kiosksMenu = [menuEntry(kiosksAccess.menu.statistics, IconDeviceTablet)];
/** Staff's kiosks, among the back-office pages. */
export const kiosksBackOfficeMenu = [menuEntry(kiosksAccess.menu.manage, IconDeviceTablet)];
