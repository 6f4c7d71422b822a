import {
  myDocumentListContract,
  staffDocumentListContract,
  type DocumentListQueryInput,
  type StaffDocumentListQueryInput,
} from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { documentsQueryKey } from './query-keys.ts';

/** One page of the customer's documents. */
export const myDocumentsQueryOptions = (query: DocumentListQueryInput) =>
  queryOptions({
    queryKey: [...documentsQueryKey, 'mine', query],
    queryFn: ({ signal }) => callApi(myDocumentListContract, { query, signal }),
  });

/** One page of every customer's documents, for staff. */
export const staffDocumentsQueryOptions = (query: StaffDocumentListQueryInput) =>
  queryOptions({
    queryKey: [...documentsQueryKey, 'staff', query],
    queryFn: ({ signal }) => callApi(staffDocumentListContract, { query, signal }),
  });

/** The customer's list or staff's: the previous page stays on screen while the next one loads. */
export function useDocumentList(query: StaffDocumentListQueryInput, staff: boolean) {
  return useQuery({
    ...(staff ? staffDocumentsQueryOptions(query) : myDocumentsQueryOptions(query)),
    placeholderData: keepPreviousData,
  });
}
