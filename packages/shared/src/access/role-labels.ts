import type { BackOfficePermission, CustomerSubRole } from './roles.ts';

// Apart from roles.ts, which the first screen's route guards read: the labels load with the pages
// that show them.
/** Italian labels, for screens that list roles. */
export const customerSubRoleLabels: Record<CustomerSubRole, string> = {
  0: 'Ubicazioni',
  1: 'Pianificazione',
  2: 'Calendario',
  3: 'Personale',
  4: 'Timbrature del personale',
  5: 'Documenti',
  6: 'Comunicazioni',
  7: 'Contatti',
  8: 'Controlli qualità',
  9: 'Report qualità',
  10: 'Statistiche qualità',
  11: 'Chioschi',
  12: 'Anagrafica immobiliare',
  13: 'Fatturazione',
  14: 'Tutte le segnalazioni',
  15: 'Attrezzature',
  16: 'Dati economici',
};

export const backOfficePermissionLabels: Record<BackOfficePermission, string> = {
  0: 'Clienti',
  1: 'Utenti dei clienti',
  2: 'Fatturazione clienti',
  3: 'Commesse',
  4: 'Ubicazioni',
  5: 'Segnalazioni',
  6: 'Documenti',
  7: 'Comunicazioni',
  8: 'Controlli in contraddittorio',
  9: 'News',
  10: 'Sondaggi',
  11: 'QGIS',
  12: 'Servizi',
  13: 'Personale',
  14: 'Contatti',
  16: 'Sincronizzazione',
  17: 'Attrezzature',
  18: 'Dati economici',
};
