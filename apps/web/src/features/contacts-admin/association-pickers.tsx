import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  siteAutocompleteByCustomerContract,
  siteAutocompleteByJobTaskContract,
  type ContactRoleCategoryWithRoles,
} from '@portale/shared';
import { useState, type Ref } from 'react';
import { callApi } from '../../lib/api-client.ts';
import { siteOptionOf } from '../../lib/site-label.ts';
import { useContactList, useCustomerJobOrders } from './api/contacts-admin-api.ts';
import { personName } from './contacts-admin-words.ts';

/** The sites of a customer, or of one of its job orders, for `SitePicker` (lib/site-picker.tsx). */
export const customerSitesQuery =
  (customerCode: string, jobOrderId: string | undefined) => (search: string) => ({
    queryKey: ['contacts-admin', 'sites', customerCode, jobOrderId ?? '', search] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (jobOrderId
        ? await callApi(siteAutocompleteByJobTaskContract, {
            params: { jobtaskid: jobOrderId },
            query: { search: search || undefined },
            signal,
          })
        : await callApi(siteAutocompleteByCustomerContract, {
            params: { customercode: customerCode },
            query: { search: search || undefined },
            signal,
          })) ?? [],
    select: (sites: { id: string; value: string }[]) => sites.map(siteOptionOf),
    enabled: customerCode !== '',
  });

type PickerProps = {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
} & Pick<SelectProps, 'required' | 'description' | 'placeholder'>;

/** A person of the provider, found by name as the user types. */
export function ContactPicker({ label, value, onChange, error, ref, ...field }: PickerProps) {
  const [typed, setTyped] = useState('');
  const [known] = useState(() => new Map<string, string>());
  const [settled] = useDebouncedValue(typed.trim(), 300);
  const found = useContactList({ query: settled || undefined, page: 1, pageSize: 30 });
  const options = (found.data?.data ?? []).map((person) => ({
    value: String(person.contactId),
    label: personName(person),
  }));
  for (const option of options) known.set(option.value, option.label);
  const chosen = value === null ? null : String(value);
  const shown = chosen ? known.get(chosen) : undefined;
  const data =
    chosen && shown && !options.some((option) => option.value === chosen)
      ? [{ value: chosen, label: shown }, ...options]
      : options;
  return (
    <Select
      ref={ref}
      label={label}
      searchable
      clearable={!field.required}
      data={data}
      value={chosen}
      onChange={(next) => onChange(next ? Number(next) : null)}
      onSearchChange={(next) => setTyped(next === shown ? '' : next)}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Ricerca in corso…' : 'Nessuna persona trovata'}
      error={error}
      {...field}
    />
  );
}

/** A role, grouped by its category. */
export function RolePicker({
  categories,
  value,
  onChange,
  error,
  ref,
}: {
  categories: readonly ContactRoleCategoryWithRoles[];
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <Select
      ref={ref}
      label="Ruolo"
      required
      searchable
      data={categories.map((category) => ({
        group: category.name,
        items: category.contactRoles.map((role) => ({ value: String(role.contactRoleId), label: role.name })),
      }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
    />
  );
}

/** A customer's job order, or none for the whole customer. */
export function JobOrderPicker({
  customerCode,
  value,
  onChange,
  placeholder = 'Tutte le commesse',
  error,
}: {
  customerCode: string | undefined;
  value: string | undefined;
  onChange: (jobOrderId: string | undefined) => void;
  placeholder?: string;
  error?: string | undefined;
}) {
  const jobOrders = useCustomerJobOrders(customerCode);
  return (
    <Select
      label="Commessa"
      placeholder={customerCode ? placeholder : 'Scegli prima il cliente'}
      disabled={!customerCode}
      searchable
      clearable
      data={(jobOrders.data ?? []).map((jobOrder) => ({
        value: jobOrder.jobOrderId,
        label: `${jobOrder.jobOrderId} – ${jobOrder.description}`,
      }))}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      error={error}
    />
  );
}
