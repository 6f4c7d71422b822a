import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { siteCodeAndName } from './site-label.ts';

export type SiteOption = { value: string; label: string };

/** The query of the sites found by the words typed, ending in the picker's options (`select`). */
export type SiteOptionsQuery<Found, Key extends QueryKey> = (
  search: string,
) => UseQueryOptions<Found, Error, SiteOption[], Key>;

type SitePickerProps<Found, Key extends QueryKey> = Omit<
  SelectProps,
  'label' | 'data' | 'value' | 'onChange' | 'searchable' | 'onSearchChange' | 'filter' | 'allowDeselect'
> & {
  /** The site shown, and its name when the page knows it (a site from a link, not among the options). */
  siteCode: string | undefined;
  siteName?: string;
  /** Undefined when the user clears the field (`clearable`); never otherwise. */
  onChange: (siteCode: string | undefined) => void;
  /** The sites the user may choose, by name or code: the feature's query. */
  query: SiteOptionsQuery<Found, Key>;
};

/**
 * «Ubicazione»: a site found by name or code as the user types (the API searches, after a pause); the
 * site shown stays listed under its name even when the latest search does not hold it.
 */
export function SitePicker<Found, Key extends QueryKey>({
  siteCode,
  siteName,
  onChange,
  query,
  clearable = false,
  ...field
}: SitePickerProps<Found, Key>) {
  const [known] = useState(() => new Map<string, string>());
  const [typed, setTyped] = useState('');
  const found = useQuery({
    ...query(useDebouncedValue(typed.trim(), 300)[0]),
    placeholderData: keepPreviousData,
  });
  const options = found.data ?? [];
  for (const option of options) known.set(option.value, option.label);
  const shownLabel =
    siteCode && (known.get(siteCode) ?? (siteName ? siteCodeAndName(siteCode, siteName) : siteCode));
  const data =
    siteCode && shownLabel && !options.some((option) => option.value === siteCode)
      ? [{ value: siteCode, label: shownLabel }, ...options]
      : options;
  return (
    <Select
      label="Ubicazione"
      searchable
      clearable={clearable}
      allowDeselect={clearable}
      data={data}
      value={siteCode ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      // The field shows the chosen site's label: that is no search, every site is offered again.
      onSearchChange={(next) => setTyped(next === shownLabel ? '' : next)}
      // The API has filtered by the words typed already.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Ricerca in corso…' : 'Nessuna ubicazione trovata'}
      {...field}
    />
  );
}
