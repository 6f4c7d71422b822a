import type { ContactAssociationItem, ContactsAdminTab } from '@portale/shared';
import type { MessagesByCode } from '../../lib/operation-error-message.ts';

export const tabLabels: Record<ContactsAdminTab, string> = {
  people: 'Persone',
  roles: 'Ruoli',
  associations: 'Associazioni',
};

/** A person as lists and pickers show them: «Ing. Giulia Ferri». */
export const personName = (person: { title: string | null; name: string; surname: string }) =>
  [person.title, person.name, person.surname].filter(Boolean).join(' ');

/** Where an association holds: the site, else the job order, else the whole customer. */
export function associationPlace(
  association: Pick<ContactAssociationItem, 'site' | 'siteCode' | 'jobTask' | 'jobTaskCode'>,
) {
  if (association.siteCode) return `Ubicazione ${association.siteCode} – ${association.site ?? ''}`.trim();
  if (association.jobTaskCode)
    return `Commessa ${association.jobTaskCode} – ${association.jobTask ?? ''}`.trim();
  return 'Tutto il cliente';
}

/** «3 associazioni», «nessuna associazione». */
export const associationCount = (n: number) =>
  n === 0 ? 'nessuna associazione' : n === 1 ? '1 associazione' : `${n} associazioni`;

export const contactErrors: MessagesByCode = {
  CONTACT_NOT_FOUND: 'Questa persona non esiste più: forse l’ha eliminata un collega. Ricarica la pagina.',
};

/** What the role's and category's dialogs say when the API refuses. */
export const roleErrors: MessagesByCode = {
  CONTACT_ROLE_CYCLE:
    'Un ruolo non può rispondere a sé stesso né a un ruolo che, direttamente o tramite altri, risponde a lui.',
  CONTACT_ROLE_NOT_FOUND: 'Il ruolo non esiste più: forse l’ha eliminato un collega. Ricarica la pagina.',
  CONTACT_ROLE_CATEGORY_NOT_FOUND:
    'La categoria non esiste più: forse l’ha eliminata un collega. Ricarica la pagina.',
};

export const roleDeleteErrors: MessagesByCode = {
  CONTACT_ROLE_IN_USE:
    'Il ruolo è ancora usato da qualche associazione, o altri ruoli rispondono a lui: togli prima quelle associazioni e cambia quei ruoli.',
  CONTACT_ROLE_NOT_FOUND: 'Il ruolo è già stato eliminato.',
};

export const categoryDeleteErrors: MessagesByCode = {
  CONTACT_ROLE_IN_USE:
    'La categoria contiene ancora dei ruoli: spostali in un’altra categoria o eliminali prima.',
  CONTACT_ROLE_CATEGORY_NOT_FOUND: 'La categoria è già stata eliminata.',
};

export const associationErrors: MessagesByCode = {
  SITE_ASSOCIATION_ALREADY_EXISTS:
    'Questa persona ha già questo ruolo per lo stesso cliente, la stessa commessa e la stessa ubicazione.',
  SITE_MISSING_ASSOCIATION:
    'La commessa o l’ubicazione scelta non appartiene al cliente indicato (o non esiste più): controlla la scelta.',
  CONTACT_NOT_FOUND: 'La persona scelta non esiste più: forse l’ha eliminata un collega.',
  CONTACT_ROLE_NOT_FOUND: 'Il ruolo scelto non esiste più: forse l’ha eliminato un collega.',
};

export const associationDeleteErrors: MessagesByCode = {
  SITE_MISSING_ASSOCIATION: 'L’associazione è già stata eliminata.',
};
