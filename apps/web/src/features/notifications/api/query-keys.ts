/** Every notification list in the query cache starts with this key. */
export const notificationsQueryKey = ['notifications'] as const;
