/** Every cached answer of the back office's site pages starts with this key. */
export const sitesAdminQueryKey = ['sites-admin'] as const;
