import { messageThreadContract } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { messagesQueryKey } from './query-keys.ts';

export function fetchMessageThread(threadId: string, signal?: AbortSignal) {
  return callApi(messageThreadContract, { params: { threadId }, signal });
}

export const messageThreadQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: [...messagesQueryKey, 'thread', threadId],
    queryFn: ({ signal }) => fetchMessageThread(threadId, signal),
  });

export function useMessageThread(threadId: string) {
  return useSuspenseQuery(messageThreadQueryOptions(threadId));
}
