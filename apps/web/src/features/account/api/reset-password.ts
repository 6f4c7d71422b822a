import { resetPasswordContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Sets a new password with the code of the reset email. */
export function resetPassword({ code, password }: { code: string; password: string }) {
  return callApi(resetPasswordContract, { params: { securitycode: code }, body: { password } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
