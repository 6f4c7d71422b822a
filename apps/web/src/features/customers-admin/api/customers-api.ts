import {
  atiGroupOptionsContract,
  customerDetailContract,
  customerListContract,
  customerSitesContract,
  deactivateCustomerContract,
  jobOrderDetailContract,
  jobOrderListContract,
  newCustomerContract,
  newJobOrderContract,
  reactivateCustomerContract,
  updateCustomerContract,
  updateJobOrderContract,
  type CustomerDetail,
  type CustomerFieldsInput,
  type JobOrderDetail,
  type JobOrderFieldsInput,
  type NewCustomerInput,
  type NewJobOrderInput,
} from '@portale/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { CustomerListRequest, CustomerSitesRequest, JobOrderListRequest } from '../customers-query.ts';

/** Every cached read of the area. */
export const customersAdminQueryKey = ['customers-admin'] as const;

export function useCustomerList(query: CustomerListRequest) {
  return useQuery({
    queryKey: [...customersAdminQueryKey, 'customers', query],
    queryFn: ({ signal }) => callApi(customerListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

const customerKey = (customerCode: string) => [...customersAdminQueryKey, 'customer', customerCode] as const;

export function useCustomerDetail(customerCode: string) {
  return useQuery({
    queryKey: customerKey(customerCode),
    queryFn: ({ signal }) => callApi(customerDetailContract, { params: { customerCode }, signal }),
  });
}

export function useCustomerSites(customerCode: string, query: CustomerSitesRequest) {
  return useQuery({
    queryKey: [...customersAdminQueryKey, 'customer-sites', customerCode, query],
    queryFn: ({ signal }) => callApi(customerSitesContract, { params: { customerCode }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJobOrderList(query: JobOrderListRequest) {
  return useQuery({
    queryKey: [...customersAdminQueryKey, 'job-orders', query],
    queryFn: ({ signal }) => callApi(jobOrderListContract, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

const jobOrderKey = (jobOrderId: string) => [...customersAdminQueryKey, 'job-order', jobOrderId] as const;

export function useJobOrderDetail(jobOrderId: string) {
  return useQuery({
    queryKey: jobOrderKey(jobOrderId),
    queryFn: ({ signal }) => callApi(jobOrderDetailContract, { params: { jobOrderId }, signal }),
  });
}

export function useAtiGroupOptions() {
  return useQuery({
    queryKey: [...customersAdminQueryKey, 'ati-groups'],
    queryFn: ({ signal }) => callApi(atiGroupOptionsContract, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** After a change: the record as it is now shown at once, every list of the area read again. */
function useRefresh<T>(keyOf: (saved: T) => readonly unknown[]) {
  const client = useQueryClient();
  return async (saved: T) => {
    client.setQueryData(keyOf(saved), saved);
    await client.invalidateQueries({
      queryKey: customersAdminQueryKey,
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(keyOf(saved)),
    });
  };
}

export function useCustomerActions(customerCode: string) {
  const refresh = useRefresh<CustomerDetail>((saved) => customerKey(saved.code));
  const params = { customerCode };
  return {
    update: useMutation({
      mutationFn: (body: CustomerFieldsInput) => callApi(updateCustomerContract, { params, body }),
      onSuccess: refresh,
    }),
    deactivate: useMutation({
      mutationFn: () => callApi(deactivateCustomerContract, { params }),
      onSuccess: refresh,
    }),
    reactivate: useMutation({
      mutationFn: () => callApi(reactivateCustomerContract, { params }),
      onSuccess: refresh,
    }),
  };
}

export function useNewCustomer() {
  const refresh = useRefresh<CustomerDetail>((saved) => customerKey(saved.code));
  return useMutation({
    mutationFn: (body: NewCustomerInput) => callApi(newCustomerContract, { body }),
    onSuccess: refresh,
  });
}

export function useNewJobOrder() {
  const refresh = useRefresh<JobOrderDetail>((saved) => jobOrderKey(saved.id));
  return useMutation({
    mutationFn: (body: NewJobOrderInput) => callApi(newJobOrderContract, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateJobOrder(jobOrderId: string) {
  const refresh = useRefresh<JobOrderDetail>((saved) => jobOrderKey(saved.id));
  return useMutation({
    mutationFn: (body: JobOrderFieldsInput) =>
      callApi(updateJobOrderContract, { params: { jobOrderId }, body }),
    onSuccess: refresh,
  });
}
