import { messageThreadContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messagesQueryKey } from './query-keys.ts';

export function fetchMessageThread(threadId: string, signal?: AbortSignal) {
  return callApi(messageThreadContract, { params: { threadId }, signal });
}

export const messageThreadQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: [...messagesQueryKey, 'thread', threadId],
    // Each opening shows the latest state: answers and replies arrive while the page is away.
    staleTime: 0,
    queryFn: ({ signal }) => fetchMessageThread(threadId, signal),
  });

export function useMessageThread(threadId: string) {
  return useQuery(messageThreadQueryOptions(threadId));
}
