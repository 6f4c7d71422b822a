import { uploadRulesContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function fetchUploadRules(signal?: AbortSignal) {
  return callApi(uploadRulesContract, { signal });
}

export const uploadRulesQueryOptions = queryOptions({
  queryKey: ['upload-rules'],
  queryFn: ({ signal }) => fetchUploadRules(signal),
  staleTime: Infinity,
});

/** The extensions, size limit and number of files the API accepts. */
export function useUploadRules() {
  return useQuery(uploadRulesQueryOptions);
}
