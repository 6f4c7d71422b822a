/** Every cached answer about tickets starts with this key, so that a change can refresh them all at once. */
export const ticketsQueryKey = ['tickets'] as const;
/** The same for communications. */
export const messagesQueryKey = ['messages'] as const;
