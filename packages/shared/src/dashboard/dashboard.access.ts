import { defineArea } from '../access/area-table.ts';
import { dashboardRules } from './dashboard.rules.ts';

const rules = dashboardRules;

/** The first page after sign-in. */
export const dashboardAccess = defineArea({
  rules,
  menu: { dashboard: { id: 'dashboard', label: 'Dashboard', to: '/dashboard', rule: rules.page } },
});
