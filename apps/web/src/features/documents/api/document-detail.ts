import { documentDetailContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { documentsQueryKey } from './query-keys.ts';

export const documentDetailQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: [...documentsQueryKey, 'detail', documentId],
    queryFn: ({ signal }) => callApi(documentDetailContract, { params: { documentId }, signal }),
    // A 404 or 410 will not change on a second try.
    retry: false,
  });

/** A document with every version and the associations the user sees. */
export function useDocumentDetail(documentId: string) {
  return useQuery(documentDetailQueryOptions(documentId));
}
