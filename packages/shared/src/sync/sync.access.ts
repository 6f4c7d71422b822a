import { defineArea } from '../access/area-table.ts';
import { syncRules } from './sync.rules.ts';

const rules = syncRules;

/**
 * Sync (SPEC.md section 3, permission 16): the provider's systems send their data by batches signed with
 * a key per source; staff make and revoke the keys and read what each batch did.
 */
export const syncAccess = defineArea({
  rules,
  menu: {
    manage: {
      id: 'sync-backoffice',
      label: 'Sincronizzazione',
      to: '/backoffice/sync',
      rule: rules.manage,
    },
  },
});
