import { defineArea } from '../access/area-table.ts';
import { qualityRules } from './quality.rules.ts';

const rules = qualityRules;

/**
 * Quality (SPEC.md sections 2, 3 and 6; PRODUCT.md, Quality): the menu's «Qualità», whose pages join it
 * as they are built (issue 26).
 */
export const qualityAccess = defineArea({
  rules,
  menu: {
    controls: {
      id: 'quality-controls',
      label: 'Controlli',
      to: '/quality/controls',
      rule: rules.read,
      group: 'quality',
    },
    reports: {
      id: 'quality-reports',
      label: 'Rapporti',
      to: '/quality/reports',
      rule: rules.reports,
      group: 'quality',
    },
    statistics: {
      id: 'quality-statistics',
      label: 'Statistiche',
      to: '/quality/statistics',
      rule: rules.statisticsPage,
      group: 'quality',
    },
    requests: {
      id: 'quality-requests-backoffice',
      label: 'Controlli in contraddittorio',
      to: '/backoffice/quality-requests',
      rule: rules.answerRequests,
    },
    recording: {
      id: 'quality-backoffice',
      label: 'Controlli qualità',
      to: '/backoffice/quality',
      rule: rules.record,
    },
  },
});
