import { renewPasswordContract, type ChangePasswordRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Replaces an expired password with the security code of the 419 login answer. */
export function renewPassword({
  securityCode,
  ...request
}: ChangePasswordRequest & { securityCode: string }) {
  return callApi(renewPasswordContract, { params: { securitycode: securityCode }, body: request });
}

export function useRenewPassword() {
  return useMutation({ mutationFn: renewPassword });
}
