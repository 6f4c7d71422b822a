/** What a source's batch may carry (docs/ARCHITECTURE.md, "Sync"): one import route each. */
export const syncKinds = ['employees', 'stampings'] as const;
export type SyncKind = (typeof syncKinds)[number];

/** Italian names of the kinds, for the runs' log. */
export const syncKindLabels: Record<SyncKind, string> = {
  employees: 'Personale e assegnazioni',
  stampings: 'Timbrature',
};
