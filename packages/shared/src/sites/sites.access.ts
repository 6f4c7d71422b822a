import { defineArea } from '../access/area-table.ts';
import { sitesRules } from './sites.rules.ts';

const rules = sitesRules;

/** Sites and job orders, the customer's pages and the back office's (SPEC.md sections 2 and 6). */
export const sitesAccess = defineArea({
  rules,
  menu: {
    sites: { id: 'sites', label: 'Ubicazioni e commesse', to: '/sites', rule: rules.list },
    publishing: {
      id: 'sites-publishing',
      label: 'Pubblicazione ubicazioni',
      to: '/backoffice/sites',
      rule: rules.backOffice,
    },
  },
});
