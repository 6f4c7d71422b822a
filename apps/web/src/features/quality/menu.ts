import { qualityAccess } from '@portale/shared';
import { IconChartLine, IconClipboardCheck, IconFileAnalytics, IconUsersGroup } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** «Qualità» of SPEC.md section 2's menu, after the contacts: its pages as they are built. */
export const qualityMenu = [
  menuEntry(qualityAccess.menu.controls, IconClipboardCheck),
  menuEntry(qualityAccess.menu.reports, IconFileAnalytics),
  menuEntry(qualityAccess.menu.statistics, IconChartLine),
];
/** Staff's controls, among the back-office pages. */
export const qualityBackOfficeMenu = [
  menuEntry(qualityAccess.menu.recording, IconClipboardCheck),
  menuEntry(qualityAccess.menu.requests, IconUsersGroup),
];
