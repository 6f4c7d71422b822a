import { twoFactorEnableContract } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/current-profile.tsx';

/** Confirms enrolment with a first code of the app; answers the recovery codes, shown only once. */
export function enableTwoFactor(code: string) {
  return callApi(twoFactorEnableContract, { body: { code } });
}

/** The profile says whether two-factor is on: it is asked again once it changes. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
