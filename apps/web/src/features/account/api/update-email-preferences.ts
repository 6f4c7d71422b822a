import { updateEmailPreferencesContract, type EmailPreferenceUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { emailPreferencesQueryOptions } from './email-preferences.ts';

export function updateEmailPreferences({ token, ...update }: EmailPreferenceUpdate & { token: string }) {
  return callApi(updateEmailPreferencesContract, { query: { token }, body: update });
}

export function useUpdateEmailPreferences(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: EmailPreferenceUpdate) => updateEmailPreferences({ token, ...update }),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQueryOptions(token).queryKey, saved),
  });
}
