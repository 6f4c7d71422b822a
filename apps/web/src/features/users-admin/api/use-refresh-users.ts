import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usersAdminQueryKey } from './query-keys.ts';

/** After a change, the lists and details on screen load again. */
export function useRefreshUsers() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: usersAdminQueryKey }), [queryClient]);
}
