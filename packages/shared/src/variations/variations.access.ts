import { defineArea } from '../access/area-table.ts';
import { variationsRules } from './variations.rules.ts';

const rules = variationsRules;

/** Variation requests (richieste di variazione), both sides (SPEC.md sections 4, 5 and 6). */
export const variationsAccess = defineArea({
  rules,
  menu: {
    list: { id: 'variations', label: 'Richieste di variazione', to: '/variations', rule: rules.read },
    queue: {
      id: 'variations-queue',
      label: 'Richieste di variazione',
      to: '/backoffice/variations',
      rule: rules.handle,
    },
  },
});
