import { billingDetailContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { billingQueryKey } from './query-keys.ts';

export const billingDetailQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: [...billingQueryKey, 'detail', documentId],
    queryFn: ({ signal }) => callApi(billingDetailContract, { params: { documentId }, signal }),
  });

/** A document with its figures and, when it came with its XML, the readable FatturaPA view. */
export function useBillingDetail(documentId: string) {
  return useQuery(billingDetailQueryOptions(documentId));
}
