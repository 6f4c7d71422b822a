import type { ContactRoleCategoryRow, ContactRoleRow } from '../rows.ts';

/** The role categories of the provider's people, in order of priority. */
export const contactRoleCategoryRows: readonly ContactRoleCategoryRow[] = [
  { id: 1, name: 'Direzione', priority: 1 },
  { id: 2, name: 'Operativo', priority: 2 },
  { id: 3, name: 'Amministrazione', priority: 3 },
  { id: 4, name: 'Qualità e sicurezza', priority: 4 },
];

export const contactRoleIds = {
  contractDirector: 1,
  areaManager: 2,
  siteManager: 3,
  coordinator: 4,
  administrativeContact: 5,
  qualityManager: 6,
  safetyManager: 7,
} as const;

/**
 * The roles, their priority within the category and the chain they answer to: capo cantiere ->
 * coordinatore -> direttore di commessa -> responsabile di area.
 */
export const contactRoleRows: readonly ContactRoleRow[] = [
  {
    id: contactRoleIds.contractDirector,
    name: 'Direttore di commessa',
    priority: 1,
    categoryId: 1,
    handleTickets: false,
    respondsToRoleId: contactRoleIds.areaManager,
  },
  {
    id: contactRoleIds.areaManager,
    name: 'Responsabile di area',
    priority: 2,
    categoryId: 1,
    handleTickets: false,
    respondsToRoleId: null,
  },
  {
    id: contactRoleIds.siteManager,
    name: 'Capo cantiere',
    priority: 1,
    categoryId: 2,
    handleTickets: true,
    respondsToRoleId: contactRoleIds.coordinator,
  },
  {
    id: contactRoleIds.coordinator,
    name: 'Coordinatore dei servizi',
    priority: 2,
    categoryId: 2,
    handleTickets: true,
    respondsToRoleId: contactRoleIds.contractDirector,
  },
  {
    id: contactRoleIds.administrativeContact,
    name: 'Referente amministrativo',
    priority: 1,
    categoryId: 3,
    handleTickets: false,
    respondsToRoleId: contactRoleIds.areaManager,
  },
  {
    id: contactRoleIds.qualityManager,
    name: 'Responsabile qualità',
    priority: 1,
    categoryId: 4,
    handleTickets: true,
    respondsToRoleId: contactRoleIds.areaManager,
  },
  {
    id: contactRoleIds.safetyManager,
    name: 'RSPP – Responsabile del servizio di prevenzione e protezione',
    priority: 2,
    categoryId: 4,
    handleTickets: false,
    respondsToRoleId: null,
  },
];
