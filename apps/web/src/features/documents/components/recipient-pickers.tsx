import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCustomerSites } from '../../../lib/api/customer-sites.ts';
import { useMyJobOrders } from '../../../lib/api/my-job-orders.ts';
import { siteOptionOf } from '../../../lib/site-label.ts';
import { useCustomerOptions, useCustomerSiteOptions, useJobOrderOptions } from '../api/recipient-options.ts';

type Option = { value: string; label: string };

type PickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/**
 * A select whose options the API finds by the words typed (waiting for the user to pause); a chosen
 * value that the latest answer does not hold stays listed under its last known name, or its code.
 */
function SearchedSelect({
  value,
  onChange,
  options,
  onSearch,
  loading,
  ...props
}: PickerProps & { options: Option[]; onSearch?: (search: string) => void; loading: boolean }) {
  const [known] = useState(() => new Map<string, string>());
  for (const option of options) known.set(option.value, option.label);
  const data =
    value && !options.some((option) => option.value === value)
      ? [{ value, label: known.get(value) ?? value }, ...options]
      : options;
  return (
    <Select
      searchable
      clearable
      {...props}
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      onSearchChange={onSearch}
      // The API has filtered by the words typed already.
      filter={onSearch ? ({ options: all }) => all : undefined}
      nothingFoundMessage={loading ? 'Ricerca in corso…' : 'Nessun risultato'}
    />
  );
}

/** The words typed in a picker, settled after a pause, and whether they are the chosen label. */
function useTypedSearch() {
  const [typed, setTyped] = useState('');
  const [settled] = useDebouncedValue(typed.trim(), 300);
  return { search: settled, onSearch: setTyped };
}

/** Staff: a customer by code or name. */
export function CustomerSelect(props: PickerProps) {
  const { search, onSearch } = useTypedSearch();
  const found = useCustomerOptions(search);
  const options = (found.data ?? []).map((customer) => ({
    value: customer.customerCode,
    label: `${customer.name} (${customer.customerCode})${customer.active ? '' : ' · non attivo'}`,
  }));
  return <SearchedSelect {...props} options={options} onSearch={onSearch} loading={found.isFetching} />;
}

/**
 * Staff: any job order, or one customer's; customers: the job orders of the sites they see. Each side
 * asks only its own endpoint: the other's would refuse it.
 */
export function JobOrderSelect({
  staff,
  customerCode,
  ...props
}: PickerProps & { staff: boolean; customerCode?: string }) {
  return staff ? (
    <StaffJobOrderSelect {...props} customerCode={customerCode} />
  ) : (
    <MyJobOrderSelect {...props} />
  );
}

function StaffJobOrderSelect({ customerCode, ...props }: PickerProps & { customerCode?: string }) {
  const { search, onSearch } = useTypedSearch();
  const every = useJobOrderOptions(search, customerCode);
  const options = (every.data ?? []).map((jobOrder) => ({
    value: jobOrder.jobOrderId,
    label: `${jobOrder.jobOrderId} – ${jobOrder.description}${customerCode ? '' : ` (${jobOrder.customerName})`}`,
  }));
  return <SearchedSelect {...props} options={options} onSearch={onSearch} loading={every.isFetching} />;
}

function MyJobOrderSelect(props: PickerProps) {
  const mine = useMyJobOrders();
  const options = (mine.data ?? []).map((jobOrder) => ({
    value: jobOrder.jobTaskId,
    label: `${jobOrder.jobTaskId} – ${jobOrder.description}`,
  }));
  return <SearchedSelect {...props} options={options} loading={mine.isFetching} />;
}

type SiteSelectProps = PickerProps & {
  staff: boolean;
  /** Staff: the customer whose sites are listed. */
  customerCode?: string;
  /** Customers: the job order whose sites are listed. */
  jobOrderId?: string;
  /** Customers: whether their sub-roles let them list their sites. */
  canList: boolean;
};

/** Staff: a customer's sites; customers: the sites of a job order within their reach. */
export function SiteSelect({ staff, customerCode, jobOrderId, canList, ...props }: SiteSelectProps) {
  const { search, onSearch } = useTypedSearch();
  const every = useCustomerSites(staff ? customerCode : undefined, search);
  const mine = useCustomerSiteOptions(jobOrderId, search, !staff && canList);
  const found = staff ? every : mine;
  const options = (found.data ?? []).map(siteOptionOf);
  return <SearchedSelect {...props} options={options} onSearch={onSearch} loading={found.isFetching} />;
}
