import { realEstateAccess } from '@portale/shared';
import { IconTableImport } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** The rooms import, among the back office's pages, beside the sites' publishing. */
export const roomsImportMenu = [menuEntry(realEstateAccess.menu.import, IconTableImport)];
