import { impersonateContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Opens the session of an impersonation link. */
export function impersonate(secret: string) {
  return callApi(impersonateContract, { query: { secret } });
}

export function useImpersonate() {
  return useMutation({ mutationFn: impersonate });
}
