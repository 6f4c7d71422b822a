import {
  customerSiteAutocompleteAllContract,
  customerSiteAutocompleteContract,
  documentCustomerOptionsContract,
  documentJobOrderOptionsContract,
} from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { documentsQueryKey } from './query-keys.ts';

const optionsKey = [...documentsQueryKey, 'options'] as const;

const customerOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...optionsKey, 'customers', search],
    queryFn: ({ signal }) =>
      callApi(documentCustomerOptionsContract, { query: { search: search || undefined }, signal }),
    staleTime: 60_000,
  });

/** The customers a document may be published for, by code or name (at most 50). */
export const useCustomerOptions = (search: string, enabled = true) =>
  useQuery({ ...customerOptionsQueryOptions(search), enabled, placeholderData: keepPreviousData });

const jobOrderOptionsQueryOptions = (search: string, customerCode: string | undefined) =>
  queryOptions({
    queryKey: [...optionsKey, 'job-orders', search, customerCode],
    queryFn: ({ signal }) =>
      callApi(documentJobOrderOptionsContract, {
        query: { search: search || undefined, customerCode },
        signal,
      }),
    staleTime: 60_000,
  });

/** The job orders a document may be published for, optionally one customer's (at most 50). */
export const useJobOrderOptions = (search: string, customerCode: string | undefined, enabled = true) =>
  useQuery({
    ...jobOrderOptionsQueryOptions(search, customerCode),
    enabled,
    placeholderData: keepPreviousData,
  });

const customerSiteOptionsQueryOptions = (jobOrderId: string | undefined, search: string) =>
  queryOptions({
    queryKey: [...optionsKey, 'my-sites', jobOrderId ?? null, search],
    queryFn: ({ signal }) => {
      const query = { search: search || undefined };
      return jobOrderId
        ? callApi(customerSiteAutocompleteContract, { params: { jobtaskid: jobOrderId }, query, signal })
        : callApi(customerSiteAutocompleteAllContract, { query, signal });
    },
    staleTime: 60_000,
  });

/** A customer user's sites within their reach, of one job order when one is given (the site filter). */
export const useCustomerSiteOptions = (jobOrderId: string | undefined, search: string, enabled: boolean) =>
  useQuery({
    ...customerSiteOptionsQueryOptions(jobOrderId, search),
    enabled,
    placeholderData: keepPreviousData,
  });
