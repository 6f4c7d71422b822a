import { messagesAccess, ticketsAccess } from '@portale/shared';
import { IconMail, IconTicket } from '@tabler/icons-react';
import { menuEntry } from '../../lib/menu-entry.ts';

export const transmissionsMenu = [
  menuEntry(ticketsAccess.menu.tickets, IconTicket),
  menuEntry(messagesAccess.menu.messages, IconMail),
];
