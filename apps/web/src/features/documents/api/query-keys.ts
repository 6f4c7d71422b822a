/** Every cached answer about documents starts with this key, so that a change can refresh them all at once. */
export const documentsQueryKey = ['documents'] as const;
