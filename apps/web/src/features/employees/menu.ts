import { employeesAccess } from '@portale/shared';
import { IconId } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** «Personale» of SPEC.md section 2's menu, after the services. */
export const employeesMenu = [menuEntry(employeesAccess.menu.list, IconId)];
/** Staff's personnel, among the back-office pages. */
export const employeesBackOfficeMenu = [menuEntry(employeesAccess.menu.manage, IconId)];
