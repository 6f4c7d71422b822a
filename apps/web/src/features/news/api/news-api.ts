import {
  newNewsContract,
  newsCustomerOptionsContract,
  newsJobOrderOptionsContract,
  newsListContract,
  updateNewsContract,
  withdrawNewsContract,
  type NewsFieldsInput,
  type NewsListQuery,
} from '@portale/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Every cached read of the area, the dashboard's «Novità» included. */
export const newsQueryKey = ['news'] as const;

export function useNewsList(query: Partial<NewsListQuery>) {
  return useQuery({
    queryKey: [...newsQueryKey, 'list', query],
    queryFn: ({ signal }) => callApi(newsListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Staff: the customers whose name or code holds the words, for the audience's picker. */
export function useNewsCustomerOptions(search: string) {
  return useQuery({
    queryKey: [...newsQueryKey, 'customers', search],
    queryFn: ({ signal }) =>
      callApi(newsCustomerOptionsContract, { query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Staff: the job orders whose code, description or customer holds the words. */
export function useNewsJobOrderOptions(search: string) {
  return useQuery({
    queryKey: [...newsQueryKey, 'job-orders', search],
    queryFn: ({ signal }) =>
      callApi(newsJobOrderOptionsContract, { query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** A new news item, a change or a withdrawal; the lists are read again after each. */
export function useNewsWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: newsQueryKey });
  return {
    create: useMutation({
      mutationFn: (body: NewsFieldsInput) => callApi(newNewsContract, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ newsId, body }: { newsId: number; body: NewsFieldsInput }) =>
        callApi(updateNewsContract, { params: { newsId }, body }),
      onSuccess: refresh,
    }),
    withdraw: useMutation({
      mutationFn: (newsId: number) => callApi(withdrawNewsContract, { params: { newsId } }),
      onSuccess: refresh,
    }),
  };
}
