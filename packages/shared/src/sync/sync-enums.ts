/**
 * What a source's batch may carry (docs/ARCHITECTURE.md, "Sync"): one import route each. Without zod: the
 * router checks the runs' log's address bar against it on the first screen.
 */
export const syncKinds = [
  'employees',
  'stampings',
  'customers',
  'jobOrders',
  'sites',
  'contacts',
  'contactAssociations',
] as const;
export type SyncKind = (typeof syncKinds)[number];
