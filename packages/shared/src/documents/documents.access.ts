import { defineArea } from '../access/area-table.ts';
import { documentsRules } from './documents.rules.ts';

const rules = documentsRules;

/** Documents (DUVRI, POS, DURC, certifications...), both sides (SPEC.md sections 2 and 6). */
export const documentsAccess = defineArea({
  rules,
  menu: {
    documents: {
      id: 'documents',
      label: 'Documenti',
      to: '/documents',
      rule: rules.list,
      badge: 'documents',
    },
    publishing: {
      id: 'documents-publishing',
      label: 'Documenti',
      to: '/backoffice/documents',
      rule: rules.publish,
    },
  },
});
