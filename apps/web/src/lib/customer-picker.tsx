import { Select, Stack, Text, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SiteCustomer } from '@portale/shared';
import { useState, type Ref } from 'react';
import { useSiteCustomers } from './api/site-customers.ts';
import { formatCount } from './italian-numbers.ts';

type CustomerPickerProps = {
  /** The chosen customer's code. */
  value: string | undefined;
  onChange: (customerCode: string | undefined) => void;
  /** A form's field (a new user's customer): required, with its error, focused when wrong. */
  required?: boolean;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** What no choice means: «Tutti i clienti» for a filter. */
  placeholder?: string;
} & Pick<SelectProps, 'w'>;

const customerLabel = (customer: SiteCustomer) => `${customer.name} (${customer.customerCode})`;

/** "18 ubicazioni, 15 pubblicate", and whether the customer is no longer active. */
function sitesSummary({ sitesNumber, publishedSitesNumber, active }: SiteCustomer) {
  const sites = formatCount(sitesNumber, 'ubicazione', 'ubicazioni');
  const published =
    publishedSitesNumber === 0
      ? 'nessuna pubblicata'
      : formatCount(publishedSitesNumber, 'pubblicata', 'pubblicate');
  const summary = sitesNumber === 0 ? 'Nessuna ubicazione' : `${sites}, ${published}`;
  return active ? summary : `${summary} · cliente non attivo`;
}

/** Every typed word in the label, as the API matches name or code: the list narrows before it answers. */
const withEveryWord: OptionsFilter = ({ options, search }) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return (options as ComboboxItem[]).filter((option) =>
    words.every((word) => option.label.toLowerCase().includes(word)),
  );
};

/**
 * Staff choose a customer by name wherever one is asked (filters by customer, a new user's customer):
 * searched on the server by name or code while the user types, shown as "Name (CODE)" with how many
 * sites it has. The chosen customer is looked up by its code, so that a link or a reload shows its name.
 */
export function CustomerPicker({
  value,
  onChange,
  required = false,
  error,
  ref,
  placeholder = 'Tutti i clienti',
  w = { base: '100%', sm: 440 },
}: CustomerPickerProps) {
  const [search, setSearch] = useState('');
  const lookup = useSiteCustomers(value ?? '');
  const chosen = lookup.data?.find((customer) => customer.customerCode === value);
  // A link may carry a code that names no customer: it stays visible, so that the empty list makes sense.
  const unknownCode = value && lookup.data && !chosen ? value : null;
  // The input shows the chosen customer's label, which is no search: the list then starts from the top.
  const [settledSearch] = useDebouncedValue(
    chosen && search === customerLabel(chosen) ? '' : search.trim(),
    300,
  );
  const found = useSiteCustomers(settledSearch);
  const customers = found.data ?? [];
  const options =
    chosen && !customers.some((customer) => customer.customerCode === chosen.customerCode)
      ? [chosen, ...customers]
      : customers;
  const byCode = new Map(options.map((customer) => [customer.customerCode, customer]));

  return (
    <Select
      ref={ref}
      label="Cliente"
      placeholder={placeholder}
      required={required}
      error={error}
      searchable
      clearable={!required}
      data={[
        ...(unknownCode ? [{ value: unknownCode, label: `${unknownCode} (cliente non trovato)` }] : []),
        ...options.map((customer) => ({ value: customer.customerCode, label: customerLabel(customer) })),
      ]}
      value={value ?? null}
      onChange={(code) => onChange(code ?? undefined)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={withEveryWord}
      loading={found.isFetching}
      nothingFoundMessage={found.isFetching ? 'Ricerca in corso…' : 'Nessun cliente trovato'}
      renderOption={({ option }) => {
        const customer = byCode.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {customer && (
              <Text size="xs" c="dimmed">
                {sitesSummary(customer)}
              </Text>
            )}
          </Stack>
        );
      }}
      w={w}
    />
  );
}
