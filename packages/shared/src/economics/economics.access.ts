import { defineArea } from '../access/area-table.ts';
import { economicsRules } from './economics.rules.ts';

const rules = economicsRules;

/** Economia: the fee of each month explained, its variations and what was invoiced. */
export const economicsAccess = defineArea({
  rules,
  menu: {
    list: { id: 'economics', label: 'Economia', to: '/economics', rule: rules.menu },
  },
});
