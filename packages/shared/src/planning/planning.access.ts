import { defineArea } from '../access/area-table.ts';
import { planningRules } from './planning.rules.ts';

const rules = planningRules;

/**
 * Services and the plan of action (SPEC.md sections 2 and 6; PRODUCT.md, Services and plan of action;
 * issue 27): the menu's «Servizi» with its two pages, the services by type and the plan of action, and
 * staff's pages of the same, where schedules are set and days recorded.
 */
export const planningAccess = defineArea({
  rules,
  menu: {
    services: {
      id: 'service-types',
      label: 'Tipologie di servizio',
      to: '/services',
      rule: rules.servicesPage,
      group: 'services',
    },
    plan: { id: 'poa', label: 'Piano delle attività', to: '/poa', rule: rules.planPage, group: 'services' },
    staffServices: {
      id: 'services-backoffice',
      label: 'Programmazione servizi',
      to: '/backoffice/services',
      rule: rules.manage,
    },
    staffPlan: {
      id: 'poa-backoffice',
      label: 'Registro delle attività',
      to: '/backoffice/poa',
      rule: rules.manage,
    },
  },
});
