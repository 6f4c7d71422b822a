import { defineArea } from '../access/area-table.ts';
import { kiosksRules } from './kiosks.rules.ts';

const rules = kiosksRules;

/**
 * Kiosks (SPEC.md sections 2 and 6; PRODUCT.md, Quality): the customers' «Qualità › Chioschi» after the
 * statistics, and staff's kiosks in the back office.
 */
export const kiosksAccess = defineArea({
  rules,
  menu: {
    statistics: {
      id: 'kiosks',
      label: 'Chioschi',
      to: '/kiosks-statistics',
      rule: rules.page,
      group: 'quality',
    },
    manage: {
      id: 'kiosks-backoffice',
      label: 'Chioschi',
      to: '/backoffice/kiosks',
      rule: rules.manage,
    },
  },
});
