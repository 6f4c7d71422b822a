/**
 * Variation requests (SPEC.md section 4): the numbers are SPEC.md's codes, kept as they are on the wire
 * and in the database; the labels are what users read.
 */
export const VariationState = { sent: 1, toBeHandled: 2, accepted: 3, rejected: 4 } as const;
export type VariationState = (typeof VariationState)[keyof typeof VariationState];
export const variationStates = [1, 2, 3, 4] as const satisfies readonly VariationState[];
export const variationStateLabels: Record<VariationState, string> = {
  1: 'Inviata',
  2: 'In lavorazione',
  3: 'Accettata',
  4: 'Respinta',
};
/** A request still waiting for the provider's decision: it counts in the rooms' periods (SPEC.md 7). */
export const pendingVariationStates = [VariationState.sent, VariationState.toBeHandled] as const;

export const VariationType = { service: 0, rooms: 1 } as const;
export type VariationType = (typeof VariationType)[keyof typeof VariationType];
export const variationTypes = [0, 1] as const satisfies readonly VariationType[];
export const variationTypeLabels: Record<VariationType, string> = { 0: 'Servizio', 1: 'Locali' };

export const RoomVariationType = { modify: 1, suspend: 2, open: 3, close: 4 } as const;
export type RoomVariationType = (typeof RoomVariationType)[keyof typeof RoomVariationType];
export const roomVariationTypes = [1, 2, 3, 4] as const satisfies readonly RoomVariationType[];
export const roomVariationTypeLabels: Record<RoomVariationType, string> = {
  1: 'Modifica',
  2: 'Sospensione',
  3: 'Apertura',
  4: 'Chiusura',
};

export const ServiceVariationType = { priceChange: 1, suspension: 2, end: 3 } as const;
export type ServiceVariationType = (typeof ServiceVariationType)[keyof typeof ServiceVariationType];
export const serviceVariationTypes = [1, 2, 3] as const satisfies readonly ServiceVariationType[];
export const serviceVariationTypeLabels: Record<ServiceVariationType, string> = {
  1: 'Variazione del prezzo',
  2: 'Sospensione',
  3: 'Cessazione del servizio',
};

/** The lists' sorts: the router checks the address bar against them on the first screen (no zod here). */
export const variationSorts = ['createdAt', 'dateFrom', 'state', 'site'] as const;
export type VariationSort = (typeof variationSorts)[number];
