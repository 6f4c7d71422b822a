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

/** The largest file the API accepts (UPLOAD_MAX_BYTES), for the image's size check before sending. */
export function useUploadRules() {
  return useQuery(uploadRulesQueryOptions);
}
