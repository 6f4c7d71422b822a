import { firstAccessContract, type FirstAccessRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Sets the first password and the two email consents with the activation code. */
export function completeFirstAccess({ code, ...request }: FirstAccessRequest & { code: string }) {
  return callApi(firstAccessContract, { params: { securitycode: code }, body: request });
}

export function useCompleteFirstAccess() {
  return useMutation({ mutationFn: completeFirstAccess });
}
