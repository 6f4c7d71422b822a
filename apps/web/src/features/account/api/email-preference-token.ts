import type { emailPreferenceTokenContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi, type LazyContract } from '../../../lib/api-client.ts';

const emailPreferenceTokenEndpoint: LazyContract<typeof emailPreferenceTokenContract> = {
  method: 'GET',
  path: '/emailpreference/usertoken',
  load: () =>
    import('./email-preference-token-contract.ts').then(
      (contracts) => contracts.emailPreferenceTokenContract,
    ),
};

/** A new per-user token for the email-preferences page (it voids the previous one). */
export function fetchEmailPreferenceToken() {
  return callApi(emailPreferenceTokenEndpoint);
}

export function useEmailPreferenceToken() {
  return useMutation({ mutationFn: fetchEmailPreferenceToken });
}
