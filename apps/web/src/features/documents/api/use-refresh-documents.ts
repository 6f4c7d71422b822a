import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { siteComplianceQueryKey } from '../../../lib/api/site-compliance.ts';
import { profileQueryKey } from '../../../lib/current-profile.tsx';
import { documentsQueryKey } from './query-keys.ts';

/**
 * After a document was opened, downloaded or changed: the lists, the detail, the dashboard's card, the
 * sites' checklists and the profile's documents badge are read again.
 */
export function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
      queryClient.invalidateQueries({ queryKey: siteComplianceQueryKey }),
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    ]);
  }, [queryClient]);
}
