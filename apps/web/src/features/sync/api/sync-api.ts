import {
  newSyncSourceContract,
  replaceSyncKeyContract,
  revokeSyncSourceContract,
  syncRunListContract,
  syncSourceListContract,
  type NewSyncSource,
  type SyncRunListQuery,
} from '@portale/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Every cached read of the area. */
export const syncQueryKey = ['sync'] as const;
const sourcesKey = [...syncQueryKey, 'sources'] as const;

export function useSyncSources() {
  return useQuery({
    queryKey: sourcesKey,
    queryFn: ({ signal }) => callApi(syncSourceListContract, { signal }),
  });
}

export function useSyncRuns(query: SyncRunListQuery) {
  return useQuery({
    queryKey: [...syncQueryKey, 'runs', query],
    queryFn: ({ signal }) => callApi(syncRunListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A new source, a new key or a revoked one: the sources are read again. */
export function useSyncSourceActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: sourcesKey });
  return {
    create: useMutation({
      mutationFn: (body: NewSyncSource) => callApi(newSyncSourceContract, { body }),
      onSuccess: refresh,
    }),
    replaceKey: useMutation({
      mutationFn: (sourceId: number) => callApi(replaceSyncKeyContract, { params: { sourceId } }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (sourceId: number) => callApi(revokeSyncSourceContract, { params: { sourceId } }),
      onSuccess: refresh,
    }),
  };
}
