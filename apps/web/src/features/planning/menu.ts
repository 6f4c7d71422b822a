import { planningAccess } from '@portale/shared';
import { IconCalendarWeek, IconCalendarCog, IconListDetails, IconClipboardList } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** «Servizi» of SPEC.md section 2's menu, after the sites: the services by type and the plan of action. */
export const planningMenu = [
  menuEntry(planningAccess.menu.services, IconListDetails),
  menuEntry(planningAccess.menu.plan, IconCalendarWeek),
];
/** Staff's schedules and record of the days, among the back-office pages. */
export const planningBackOfficeMenu = [
  menuEntry(planningAccess.menu.staffServices, IconCalendarCog),
  menuEntry(planningAccess.menu.staffPlan, IconClipboardList),
];
