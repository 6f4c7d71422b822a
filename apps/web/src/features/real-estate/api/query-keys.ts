/** Every cached answer about the registry starts with this key, so that an import can refresh them all. */
export const realEstateQueryKey = ['real-estate'] as const;
