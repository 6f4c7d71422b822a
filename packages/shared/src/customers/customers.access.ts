import { defineArea } from '../access/area-table.ts';
import { customersRules } from './customers.rules.ts';

const rules = customersRules;

/** Customers and job orders in the back office (SPEC.md section 6, permissions 0 and 3; issue 30). */
export const customersAccess = defineArea({
  rules,
  menu: {
    customers: {
      id: 'customers-backoffice',
      label: 'Clienti',
      to: '/backoffice/customers',
      rule: rules.customers,
    },
    jobOrders: {
      id: 'job-orders-backoffice',
      label: 'Commesse',
      to: '/backoffice/job-orders',
      rule: rules.jobOrders,
    },
  },
});
