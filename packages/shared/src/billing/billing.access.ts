import { defineArea } from '../access/area-table.ts';
import { billingRules } from './billing.rules.ts';

const rules = billingRules;

/** Billing documents (fatture e note di credito), both sides (SPEC.md sections 2 and 6). */
export const billingAccess = defineArea({
  rules,
  menu: {
    list: { id: 'billing', label: 'Fatturazione', to: '/billing', rule: rules.list, badge: 'billing' },
    backOffice: {
      id: 'billing-publishing',
      label: 'Fatture e note di credito',
      to: '/backoffice/billing',
      rule: rules.publish,
      group: 'administration',
    },
  },
});
