import { defineArea } from '../access/area-table.ts';
import { employeesRules } from './employees.rules.ts';

const rules = employeesRules;

/**
 * Personnel and stampings (SPEC.md sections 2 and 6; PRODUCT.md, Personnel; issue 28): the customers'
 * «Personale» after the services, and staff's personnel in the back office.
 */
export const employeesAccess = defineArea({
  rules,
  menu: {
    list: { id: 'employees', label: 'Personale', to: '/employees', rule: rules.page },
    manage: {
      id: 'employees-backoffice',
      label: 'Personale',
      to: '/backoffice/employees',
      rule: rules.manage,
    },
  },
});
