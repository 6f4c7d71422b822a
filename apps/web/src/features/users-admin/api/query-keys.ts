/** Every cached answer about users starts with this key, so that a change can refresh them all at once. */
export const usersAdminQueryKey = ['users-admin'] as const;
