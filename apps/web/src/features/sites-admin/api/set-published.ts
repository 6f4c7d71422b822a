import { setPublishedContract, type SetPublishedBody } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { sitesAdminQueryKey } from './query-keys.ts';

export function setPublished(body: SetPublishedBody) {
  return callApi(setPublishedContract, { body });
}

/** Publishes or withdraws many sites at once, then reloads the back office's lists. */
export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublished,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitesAdminQueryKey }),
  });
}
