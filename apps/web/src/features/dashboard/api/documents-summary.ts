import { documentsSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The latest documents, how many end soon or have ended, the worst site checklist (GET /dashboard/documents). */
export const documentsSummaryQueryOptions = queryOptions({
  // Under the documents' key, so that opening or downloading one refreshes the card too.
  queryKey: ['documents', 'dashboard'],
  queryFn: ({ signal }) => callApi(documentsSummaryContract, { signal }),
});

export const useDocumentsSummary = () => useQuery(documentsSummaryQueryOptions);
