import { defineArea } from '../access/area-table.ts';
import { realEstateRules } from './real-estate.rules.ts';

const rules = realEstateRules;

/** Real-estate registry: buildings, floors and rooms with their history (SPEC.md sections 2 and 6). */
export const realEstateAccess = defineArea({
  rules,
  menu: {
    registry: {
      id: 'real-estate',
      label: 'Anagrafica immobiliare',
      to: '/real-estate',
      rule: rules.list,
    },
    import: {
      id: 'rooms-import',
      label: 'Importazione locali',
      to: '/backoffice/rooms-import',
      rule: rules.import,
    },
  },
});
