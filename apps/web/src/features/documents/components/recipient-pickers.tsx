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
  /** The code chosen, and the words its option was listed with (undefined when cleared). */
  onChange: (value: string | undefined, label: string | undefined) => void;
};

/** Options from the API: those found by the words typed, and the chosen one's name looked up by its code. */
type FoundOptions = { options: Option[]; chosen: Option[]; loading: boolean };

/**
 * A select whose options the API finds by the words typed (waiting for the user to pause). A chosen
 * value the latest answer does not hold (from a link, or an earlier search) stays listed under its name,
 * looked up by its code: a filter never shows a bare code such as «UB000006».
 */
function SearchedSelect({
  value,
  onChange,
  found,
  onSearch,
  ...props
}: PickerProps & { found: FoundOptions; onSearch?: (search: string) => void }) {
  const [known] = useState(() => new Map<string, string>());
  for (const option of [...found.options, ...found.chosen]) known.set(option.value, option.label);
  const data =
    value && !found.options.some((option) => option.value === value)
      ? [{ value, label: known.get(value) ?? value }, ...found.options]
      : found.options;
  return (
    <Select
      searchable
      clearable
      {...props}
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined, next ? known.get(next) : undefined)}
      onSearchChange={onSearch}
      // The API has filtered by the words typed already.
      filter={onSearch ? ({ options: all }) => all : undefined}
      nothingFoundMessage={found.loading ? 'Ricerca in corso…' : 'Nessun risultato'}
    />
  );
}

/** The words typed in a picker, settled after a pause. */
function useTypedSearch() {
  const [typed, setTyped] = useState('');
  const [settled] = useDebouncedValue(typed.trim(), 300);
  return { search: settled, onSearch: setTyped };
}

/** Whether the chosen code's name must be looked up: it is not among the options found. */
const needsName = (value: string | undefined, options: readonly Option[]) =>
  Boolean(value) && !options.some((option) => option.value === value);

const customerOption = (customer: { customerCode: string; name: string; active: boolean }): Option => ({
  value: customer.customerCode,
  label: `${customer.name} (${customer.customerCode})${customer.active ? '' : ' · non attivo'}`,
});

/** Staff: a customer by code or name. */
export function CustomerSelect(props: PickerProps) {
  const { search, onSearch } = useTypedSearch();
  const found = useCustomerOptions(search);
  const options = (found.data ?? []).map(customerOption);
  const named = useCustomerOptions(props.value ?? '', needsName(props.value, options));
  const chosen = (named.data ?? []).map(customerOption);
  return (
    <SearchedSelect {...props} found={{ options, chosen, loading: found.isFetching }} onSearch={onSearch} />
  );
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
  const option = (jobOrder: { jobOrderId: string; description: string; customerName: string }) => ({
    value: jobOrder.jobOrderId,
    label: `${jobOrder.jobOrderId} – ${jobOrder.description}${customerCode ? '' : ` (${jobOrder.customerName})`}`,
  });
  const every = useJobOrderOptions(search, customerCode);
  const options = (every.data ?? []).map(option);
  const named = useJobOrderOptions(props.value ?? '', customerCode, needsName(props.value, options));
  const chosen = (named.data ?? []).map(option);
  return (
    <SearchedSelect {...props} found={{ options, chosen, loading: every.isFetching }} onSearch={onSearch} />
  );
}

function MyJobOrderSelect(props: PickerProps) {
  const mine = useMyJobOrders();
  const options = (mine.data ?? []).map((jobOrder) => ({
    value: jobOrder.jobTaskId,
    label: `${jobOrder.jobTaskId} – ${jobOrder.description}`,
  }));
  return <SearchedSelect {...props} found={{ options, chosen: [], loading: mine.isFetching }} />;
}

type SiteSelectProps = PickerProps & {
  staff: boolean;
  /** Staff: the customer whose sites are listed. */
  customerCode?: string;
  /** Customers: the job order whose sites are listed; every site within reach without one. */
  jobOrderId?: string;
  /** Customers: whether their sub-roles let them list their sites. */
  canList: boolean;
};

/** Staff: a customer's sites; customers: the sites within their reach, of a job order when one is chosen. */
export function SiteSelect({ staff, customerCode, jobOrderId, canList, ...props }: SiteSelectProps) {
  const { search, onSearch } = useTypedSearch();
  const useSites = (words: string, enabled: boolean) => {
    const every = useCustomerSites(staff ? customerCode : undefined, words, enabled && staff);
    const mine = useCustomerSiteOptions(jobOrderId, words, enabled && !staff && canList);
    return staff ? every : mine;
  };
  const found = useSites(search, true);
  const options = (found.data ?? []).map(siteOptionOf);
  const named = useSites(props.value ?? '', needsName(props.value, options));
  const chosen = (named.data ?? []).map(siteOptionOf);
  return (
    <SearchedSelect {...props} found={{ options, chosen, loading: found.isFetching }} onSearch={onSearch} />
  );
}
