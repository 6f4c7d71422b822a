/** The orders of the publishing list; each ends with the site code, so that pages never overlap. */
export const publishingSorts = ['customer', 'name', 'jobOrder', 'startDate'] as const;
export type PublishingSort = (typeof publishingSorts)[number];
