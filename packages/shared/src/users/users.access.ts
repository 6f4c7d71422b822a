import { defineArea } from '../access/area-table.ts';
import { usersRules } from './users.rules.ts';

const rules = usersRules;

/**
 * Users: the back office's administration. Sign-in, first access, password and two-factor are open
 * to anyone or to every signed-in user, and need no rule.
 */
export const usersAccess = defineArea({
  rules,
  menu: {
    administration: {
      id: 'users-admin',
      label: 'Utenti',
      to: '/backoffice/users',
      rule: rules.administration,
      group: 'administration',
    },
  },
});
