import { getEmailPreferencesContract } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function fetchEmailPreferences(token: string, signal?: AbortSignal) {
  return callApi(getEmailPreferencesContract, { query: { token }, signal });
}

export const emailPreferencesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['account', 'email-preferences', token],
    queryFn: ({ signal }) => fetchEmailPreferences(token, signal),
    retry: false,
  });

export function useEmailPreferences(token: string) {
  return useQuery(emailPreferencesQueryOptions(token));
}
