import { contactsAccess } from '@portale/shared';
import { IconAddressBook } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

/** Staff's contacts, among the back-office pages. */
export const contactsAdminMenu = [menuEntry(contactsAccess.menu.manage, IconAddressBook)];
