import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messagesQueryKey, ticketsQueryKey } from './query-keys.ts';

const profileQueryKey = ['session', 'me'] as const;

/** After a change: the lists, the detail and the profile's badges are read again. */
export function useRefreshTransmissions(area: 'tickets' | 'messages') {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: area === 'tickets' ? ticketsQueryKey : messagesQueryKey }),
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    ]);
  }, [queryClient, area]);
}
