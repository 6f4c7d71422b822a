import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileQueryKey } from '../../../lib/current-profile.tsx';
import { billingQueryKey } from './query-keys.ts';

/** After a document was opened or published: the lists and the profile's billing badge are read again. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: billingQueryKey }),
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    ]);
  }, [queryClient]);
}
