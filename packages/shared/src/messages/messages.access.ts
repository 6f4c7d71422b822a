import { defineArea } from '../access/area-table.ts';
import { messagesRules } from './messages.rules.ts';

const rules = messagesRules;

/** Communications (messages), both sides (SPEC.md sections 2 and 6). */
export const messagesAccess = defineArea({
  rules,
  menu: {
    messages: {
      id: 'messages',
      label: 'Comunicazioni',
      to: '/transmissions/messages',
      rule: rules.read,
      group: 'transmissions',
      badge: 'communications',
    },
  },
});
