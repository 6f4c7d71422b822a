import { newsAccess } from '@portale/shared';
import { IconSpeakerphone } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** Staff's «News», among the back-office pages. */
export const newsMenu = [menuEntry(newsAccess.menu.manage, IconSpeakerphone)];
