import { staffMessageListContract, type StaffMessageListQueryInput } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messagesQueryKey } from './query-keys.ts';

export function fetchStaffMessages(query: StaffMessageListQueryInput, signal?: AbortSignal) {
  return callApi(staffMessageListContract, { query, signal });
}

export const staffMessagesQueryOptions = (query: StaffMessageListQueryInput) =>
  queryOptions({
    queryKey: [...messagesQueryKey, 'all', query],
    queryFn: ({ signal }) => fetchStaffMessages(query, signal),
  });

export function useStaffMessages(query: StaffMessageListQueryInput, enabled: boolean) {
  return useQuery({ ...staffMessagesQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
