import { changePasswordContract, type ChangePasswordRequest } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function changePassword(request: ChangePasswordRequest) {
  return callApi(changePasswordContract, { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
