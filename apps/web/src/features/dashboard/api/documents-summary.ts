import type { documentsSummaryContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const documentsSummaryEndpoint: LazyContract<typeof documentsSummaryContract> = {
  method: 'GET',
  path: '/dashboard/documents',
  load: () =>
    import('./documents-summary-contract.ts').then((contracts) => contracts.documentsSummaryContract),
};

/** The latest documents, how many end soon or have ended, the worst site checklist (GET /dashboard/documents). */
export const documentsSummaryQueryOptions = queryOptions({
  // Under the documents' key, so that opening or downloading one refreshes the card too.
  queryKey: ['documents', 'dashboard'],
  queryFn: ({ signal }) => callApi(documentsSummaryEndpoint, { signal }),
});

export const useDocumentsSummary = () => useQuery(documentsSummaryQueryOptions);
