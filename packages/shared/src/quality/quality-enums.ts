/**
 * Quality controls' kinds, states and list orders, apart from their schemas: the router's search checks
 * on the first screen read the orders, and must not bring zod with them.
 */
export const qualityControlKinds = ['routine', 'joint'] as const;
export const qualityControlStates = ['in_progress', 'completed'] as const;
export const qualityControlSorts = ['controlDate', 'score', 'siteName'] as const;
export type QualityControlSort = (typeof qualityControlSorts)[number];
