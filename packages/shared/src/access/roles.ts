/** Customer sub-roles, SPEC.md section 3. The number is what travels; the name is for code. */
export const CustomerSubRole = {
  site: 0,
  planning: 1,
  calendar: 2,
  employee: 3,
  employeeStampings: 4,
  documents: 5,
  communications: 6,
  contacts: 7,
  qualityControls: 8,
  qualityReports: 9,
  qualityStats: 10,
  kiosks: 11,
  realEstateRegistry: 12,
  billing: 13,
  communicationsAllTickets: 14,
  siteEquipments: 15,
  economics: 16,
} as const;
export type CustomerSubRole = (typeof CustomerSubRole)[keyof typeof CustomerSubRole];
export const allCustomerSubRoles = Object.values(CustomerSubRole) as CustomerSubRole[];

/** Back-office permissions, SPEC.md section 3 (15 is not assigned). */
export const BackOfficePermission = {
  clients: 0,
  clientsUsers: 1,
  clientsBilling: 2,
  jobTasks: 3,
  sites: 4,
  tickets: 5,
  documents: 6,
  communications: 7,
  contradictoryRequests: 8,
  news: 9,
  survey: 10,
  qgis: 11,
  services: 12,
  employees: 13,
  contacts: 14,
  sync: 16,
  equipment: 17,
  economics: 18,
} as const;
export type BackOfficePermission = (typeof BackOfficePermission)[keyof typeof BackOfficePermission];
export const allBackOfficePermissions = Object.values(BackOfficePermission) as BackOfficePermission[];

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
