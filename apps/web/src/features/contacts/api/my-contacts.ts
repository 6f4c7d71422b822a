import { myContactsContract } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

type MyContactsQuery = { query?: string | undefined; siteCode?: string | undefined };

export function fetchMyContacts(query: MyContactsQuery, signal?: AbortSignal) {
  return callApi(myContactsContract, { query, signal });
}

export const myContactsQueryOptions = (query: MyContactsQuery) =>
  queryOptions({
    queryKey: ['contacts', 'my-list', query],
    queryFn: ({ signal }) => fetchMyContacts(query, signal),
  });

/** The provider's people for the user's company, job orders and sites; the last answer stays while typing. */
export function useMyContacts(query: MyContactsQuery) {
  return useQuery({ ...myContactsQueryOptions(query), placeholderData: keepPreviousData });
}
