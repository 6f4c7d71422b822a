import { uploadRulesContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';

export function fetchUploadRules(signal?: AbortSignal) {
  return callApi(uploadRulesContract, { signal });
}

export const uploadRulesQueryOptions = queryOptions({
  queryKey: ['upload-rules'],
  queryFn: ({ signal }) => fetchUploadRules(signal),
  staleTime: Infinity,
});

/**
 * The extensions, size limit (UPLOAD_MAX_BYTES) and number of files the API accepts, for the checks
 * before sending: ticket and message attachments, site images.
 */
export function useUploadRules() {
  return useQuery(uploadRulesQueryOptions);
}
