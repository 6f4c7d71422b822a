/**
 * Quality controls' kinds, states and list orders, apart from their schemas: the router's search checks
 * on the first screen read the orders, and must not bring zod with them.
 */
export const qualityControlKinds = ['routine', 'joint'] as const;
export const qualityControlStates = ['in_progress', 'completed'] as const;
export const qualityControlSorts = ['controlDate', 'score', 'siteName'] as const;
export type QualityControlSort = (typeof qualityControlSorts)[number];

/**
 * A joint control request's states: the customer's days wait for staff (requested), staff offered
 * another time (proposed), both agree (scheduled), withdrawn or declined (cancelled).
 */
export const qualityControlRequestStates = ['requested', 'proposed', 'scheduled', 'cancelled'] as const;
export type QualityControlRequestState = (typeof qualityControlRequestStates)[number];

/**
 * A monthly quality report's states: waiting for the background job (queued), being drawn (running),
 * stored and downloadable (ready), or not drawn (failed, with the reason).
 */
export const qualityReportStates = ['queued', 'running', 'ready', 'failed'] as const;
export type QualityReportState = (typeof qualityReportStates)[number];
export const qualityReportSorts = ['month', 'jobOrderId', 'state'] as const;
export type QualityReportSort = (typeof qualityReportSorts)[number];
