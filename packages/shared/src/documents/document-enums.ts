/**
 * A document's validity on a day (Italian calendar): no end date; current (its end is more than 30 days
 * away); expiring (it ends today or within 30 days); expired (its end day is past). A document is valid
 * through its end day.
 */
export const documentValidityStates = ['current', 'expiring', 'expired', 'none'] as const;
export type DocumentValidityState = (typeof documentValidityStates)[number];

export const documentValidityLabels: Record<DocumentValidityState, string> = {
  current: 'Valido',
  expiring: 'In scadenza',
  expired: 'Scaduto',
  none: 'Senza scadenza',
};

/** How many days before its end a document counts as expiring (and its users are told, once). */
export const documentExpiringDays = 30;

/**
 * The list's validity filter: current (valid today: no end, or ending today or later), ending within
 * 30, 60 or 90 days from today (today included, expired excluded), or expired.
 */
export const documentValidityFilters = [
  'current',
  'expiring30',
  'expiring60',
  'expiring90',
  'expired',
] as const;
export type DocumentValidityFilter = (typeof documentValidityFilters)[number];

export const documentValidityFilterLabels: Record<DocumentValidityFilter, string> = {
  current: 'Validi',
  expiring30: 'In scadenza entro 30 giorni',
  expiring60: 'In scadenza entro 60 giorni',
  expiring90: 'In scadenza entro 90 giorni',
  expired: 'Scaduti',
};

/** The list's sorts: creation date, title, category, end of validity (no end last), downloads. */
export const documentSorts = ['creationDate', 'title', 'category', 'validUntil', 'downloads'] as const;
export type DocumentSort = (typeof documentSorts)[number];

/**
 * A required category of a site's checklist: present (a current document, or one without an end),
 * expiring (the best document ends within 30 days), expired (every document of it has expired),
 * missing (no document of it).
 */
export const complianceStates = ['present', 'expiring', 'expired', 'missing'] as const;
export type ComplianceState = (typeof complianceStates)[number];

export const complianceStateLabels: Record<ComplianceState, string> = {
  present: 'Presente',
  expiring: 'In scadenza',
  expired: 'Scaduto',
  missing: 'Mancante',
};
