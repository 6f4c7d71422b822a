import { emailPreferenceTokenContract } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** A new per-user token for the email-preferences page (it voids the previous one). */
export function fetchEmailPreferenceToken() {
  return callApi(emailPreferenceTokenContract);
}

export function useEmailPreferenceToken() {
  return useMutation({ mutationFn: fetchEmailPreferenceToken });
}
