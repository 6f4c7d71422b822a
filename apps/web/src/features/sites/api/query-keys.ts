/** Every cached answer about the customer's sites starts with this key. */
export const sitesQueryKey = ['sites'] as const;
