import { defineArea } from '../access/area-table.ts';
import { ticketsRules } from './tickets.rules.ts';

const rules = ticketsRules;

/** Tickets, both sides (SPEC.md sections 2 and 6). */
export const ticketsAccess = defineArea({
  rules,
  menu: {
    tickets: {
      id: 'tickets',
      label: 'Segnalazioni',
      to: '/transmissions/tickets',
      rule: rules.read,
      group: 'transmissions',
      badge: 'tickets',
    },
  },
});
