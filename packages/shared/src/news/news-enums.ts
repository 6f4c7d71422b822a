/** Whom a news item addresses: every customer, some customers, the users of some job orders. */
export const newsAudiences = ['ALL', 'CUSTOMERS', 'JOB_ORDERS'] as const;
export type NewsAudience = (typeof newsAudiences)[number];

/**
 * Where a news item stands in its window, as staff's list filters it: not open yet, open, closed (its end
 * passed, or withdrawn). Kept here, without zod, for the route's search check on the first screen.
 */
export const newsStates = ['scheduled', 'published', 'expired'] as const;
export type NewsState = (typeof newsStates)[number];

/** The longest title and text of a news item. */
export const newsTitleMaxLength = 120;
export const newsBodyMaxLength = 2000;
/** The most customers or job orders one news item may address. */
export const newsRecipientsMax = 200;
