import { defineArea } from '../access/area-table.ts';
import { auditRules } from './audit.rules.ts';

const rules = auditRules;

/** The audit log of sign-ins and administration. */
export const auditAccess = defineArea({
  rules,
  menu: {
    log: {
      id: 'audit-log',
      label: 'Registro accessi e attività',
      to: '/backoffice/audit',
      rule: rules.read,
      group: 'administration',
    },
  },
});
