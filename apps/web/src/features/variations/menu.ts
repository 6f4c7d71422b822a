import { variationsAccess } from '@portale/shared';
import { IconArrowsExchange } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** The customer's requests, after the rooms (SPEC.md section 2's menu ends with them). */
export const variationsMenu = [menuEntry(variationsAccess.menu.list, IconArrowsExchange)];
/** The provider's queue, among the back-office pages. */
export const variationsQueueMenu = [menuEntry(variationsAccess.menu.queue, IconArrowsExchange)];
