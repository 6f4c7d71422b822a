import { defineArea } from '../access/area-table.ts';
import { atiManagersRules } from './ati-managers.rules.ts';

const rules = atiManagersRules;

/** The group (ATI) managers: the menu shows them to group users only. */
export const atiManagersAccess = defineArea({
  rules,
  menu: {
    managers: {
      id: 'ati-managers',
      label: 'Referenti ATI',
      to: '/ati-managers',
      rule: rules.read,
      atiOnly: true,
    },
  },
});
