import { deleteUserContract } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { usersAdminQueryKey } from './query-keys.ts';
import { userDetailsQueryOptions } from './user-details.ts';

export function deleteUser(userId: string) {
  return callApi(deleteUserContract, { params: { userid: userId } });
}

export function useDeleteUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteUser(userId),
    onSuccess: () => {
      // The details of a deleted user must not be asked for again.
      queryClient.removeQueries({ queryKey: userDetailsQueryOptions(userId).queryKey });
      return queryClient.invalidateQueries({ queryKey: usersAdminQueryKey });
    },
  });
}
