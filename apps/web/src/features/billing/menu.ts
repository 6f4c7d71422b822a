import { billingAccess } from '@portale/shared';
import { IconFileEuro, IconReceiptEuro } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** The customer's list, where SPEC.md's menu puts billing (after the group managers). */
export const billingMenu = [menuEntry(billingAccess.menu.list, IconReceiptEuro)];

/** The back office's list and publishing, in the administration group. */
export const billingAdminMenu = [menuEntry(billingAccess.menu.backOffice, IconFileEuro)];
