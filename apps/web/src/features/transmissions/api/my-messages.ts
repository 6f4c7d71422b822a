import { myMessageListContract, type MessageListQueryInput } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messagesQueryKey } from './query-keys.ts';

export function fetchMyMessages(query: MessageListQueryInput, signal?: AbortSignal) {
  return callApi(myMessageListContract, { query, signal });
}

export const myMessagesQueryOptions = (query: MessageListQueryInput) =>
  queryOptions({
    queryKey: [...messagesQueryKey, 'mine', query],
    queryFn: ({ signal }) => fetchMyMessages(query, signal),
  });

export function useMyMessages(query: MessageListQueryInput, enabled: boolean) {
  return useQuery({ ...myMessagesQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
