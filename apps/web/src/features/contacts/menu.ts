import { contactsAccess } from '@portale/shared';
import { IconAddressBook } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

export const contactsMenu = [menuEntry(contactsAccess.menu.contacts, IconAddressBook)];
