import { sitesAccess } from '@portale/shared';
import { IconWorldUpload } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

export const sitesAdminMenu = [menuEntry(sitesAccess.menu.publishing, IconWorldUpload)];
