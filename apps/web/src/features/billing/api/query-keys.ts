/** Every billing query starts with this key: a change (an opening, a publication) reads them again. */
export const billingQueryKey = ['billing'] as const;
