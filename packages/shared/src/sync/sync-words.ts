import type { SyncKind } from './sync-enums.ts';

/** Italian names of the kinds of batch, for the runs' log. */
export const syncKindLabels: Record<SyncKind, string> = {
  employees: 'Personale e assegnazioni',
  stampings: 'Timbrature',
  customers: 'Clienti',
  jobOrders: 'Commesse',
  sites: 'Ubicazioni',
  contacts: 'Contatti del fornitore',
  contactAssociations: 'Associazioni dei contatti',
};
