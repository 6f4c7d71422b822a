import { createImpersonationContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function createImpersonationLink(userId: string) {
  return callApi(createImpersonationContract, { params: { userid: userId } });
}

export function useCreateImpersonationLink(userId: string) {
  return useMutation({ mutationFn: () => createImpersonationLink(userId) });
}
