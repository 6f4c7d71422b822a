import type {
  CustomerSort,
  customerListQuerySchema,
  customerSitesQuerySchema,
  JobOrderSort,
  jobOrderListQuerySchema,
} from '@portale/shared';
import { customerSorts, jobOrderSorts } from '@portale/shared';
import type { z } from 'zod';
import { parseSortOption, sortOptions, type SortLabels } from '../../lib/sort-options.ts';
import type { CustomerSearch, JobOrderSearch } from './customers-search.ts';

/** Rows per page of the area's lists. */
export const customersPageSize = 20;

export type CustomerListRequest = z.input<typeof customerListQuerySchema>;
export type JobOrderListRequest = z.input<typeof jobOrderListQuerySchema>;
export type CustomerSitesRequest = z.input<typeof customerSitesQuerySchema>;

const customerSortLabels: SortLabels<CustomerSort> = {
  code: { label: 'Codice', asc: 'crescente', desc: 'decrescente' },
  name: { label: 'Nome', asc: 'A-Z', desc: 'Z-A' },
};
export const customerSortOptions = sortOptions(customerSorts, customerSortLabels);
export const parseCustomerSort = (value: string) => parseSortOption(value, customerSorts, 'code');

const jobOrderSortLabels: SortLabels<JobOrderSort> = {
  id: { label: 'Codice', asc: 'crescente', desc: 'decrescente' },
  customer: { label: 'Cliente', asc: 'A-Z', desc: 'Z-A' },
  dateFrom: { label: 'Inizio', asc: 'dalla meno recente', desc: 'dalla più recente' },
  dateTo: { label: 'Fine', asc: 'dalla meno recente', desc: 'dalla più recente' },
};
export const jobOrderSortOptions = sortOptions(jobOrderSorts, jobOrderSortLabels);
export const parseJobOrderSort = (value: string) => parseSortOption(value, jobOrderSorts, 'id');

export function toCustomerListQuery(search: CustomerSearch): CustomerListRequest {
  return {
    query: search.query || undefined,
    active: search.active,
    sortBy: search.sortBy ?? 'code',
    sortDirection: search.sortDirection ?? 'asc',
    page: search.page ?? 1,
    pageSize: customersPageSize,
  };
}

export function toJobOrderListQuery(search: JobOrderSearch): JobOrderListRequest {
  return {
    query: search.query || undefined,
    customerCode: search.customerCode,
    state: search.state,
    sortBy: search.sortBy ?? 'id',
    sortDirection: search.sortDirection ?? 'asc',
    page: search.page ?? 1,
    pageSize: customersPageSize,
  };
}
