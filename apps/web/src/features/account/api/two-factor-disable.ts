import { twoFactorDisableContract } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/current-profile.tsx';

/** Turns two-factor off with a code of the app or a recovery code. */
export function disableTwoFactor(code: string) {
  return callApi(twoFactorDisableContract, { body: { code } });
}

/** The profile says whether two-factor is on: it is asked again once it changes. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
