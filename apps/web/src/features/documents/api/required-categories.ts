import {
  requiredCategoriesContract,
  setRequiredCategoriesContract,
  type PublishableDocumentCategory,
} from '@portale/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { documentsQueryKey } from './query-keys.ts';

const requiredCategoriesQueryOptions = (jobOrderId: string) =>
  queryOptions({
    queryKey: [...documentsQueryKey, 'required-categories', jobOrderId],
    queryFn: ({ signal }) => callApi(requiredCategoriesContract, { params: { jobOrderId }, signal }),
  });

/** The categories a job order's sites must hold a document of (its checklist). */
export function useRequiredCategories(jobOrderId: string | null) {
  return useQuery({ ...requiredCategoriesQueryOptions(jobOrderId ?? ''), enabled: Boolean(jobOrderId) });
}

/** Sets a job order's required categories; the answer replaces the cached ones. */
export function useSetRequiredCategories(jobOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categories: PublishableDocumentCategory[]) =>
      callApi(setRequiredCategoriesContract, { params: { jobOrderId }, body: { categories } }),
    onSuccess: (saved) =>
      queryClient.setQueryData(requiredCategoriesQueryOptions(jobOrderId).queryKey, saved),
  });
}
