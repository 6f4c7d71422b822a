import type { DocumentAssociation, DocumentListItem } from '@portale/shared';

/** «Tutto il cliente Ospedale Maggiore», «Commessa C2024-0001 – Pulizie», «Ubicazione Padiglione A». */
export function associationText(association: DocumentAssociation): string {
  if (association.siteCode) return `Ubicazione ${association.siteName ?? association.siteCode}`;
  if (association.jobOrderId)
    return `Commessa ${association.jobOrderId}${association.jobOrderDescription ? ` – ${association.jobOrderDescription}` : ''}`;
  return `Tutto il cliente ${association.customerName}`;
}

/** How many recipients a line names before «e altri 3». */
const namedInLine = 2;

/**
 * Who a document is for, in one line, so that documents of the same title are told apart: «Ubicazione
 * Padiglione A», «Ubicazione Padiglione A, Ubicazione Pronto Soccorso e altri 3». Staff read each
 * site's and job order's customer too («Ubicazione Padiglione A · Ospedale Maggiore»).
 */
export function recipientsLine(
  document: Pick<DocumentListItem, 'associations' | 'associationCount'>,
  { withCustomer }: { withCustomer: boolean },
): string {
  const names = document.associations.slice(0, namedInLine).map((association) => {
    const text = associationText(association);
    return withCustomer && (association.siteCode || association.jobOrderId)
      ? `${text} · ${association.customerName}`
      : text;
  });
  if (names.length === 0) return 'Nessun destinatario';
  const others = Math.max(document.associationCount, names.length) - names.length;
  if (others === 0) return names.join(', ');
  return `${names.join(', ')} e ${others === 1 ? 'un altro' : `altri ${others}`}`;
}
