import { twoFactorLoginContract, type TwoFactorLoginRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The second sign-in step: the code of the first step's 202 answer and a code of the app. */
export function loginWithSecondFactor(request: TwoFactorLoginRequest) {
  return callApi(twoFactorLoginContract, { body: request });
}

export function useLoginWithSecondFactor() {
  return useMutation({ mutationFn: loginWithSecondFactor });
}
