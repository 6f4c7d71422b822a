/** The rooms import's cached reads: the recent imports, by site. */
export const roomsImportQueryKey = ['rooms-import'] as const;
