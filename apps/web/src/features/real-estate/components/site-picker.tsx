import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { siteLabel, useSiteOptions } from '../api/site-options.ts';

type SitePickerProps = {
  /** The site shown, and its name when the page knows it (a site from a link, not among the options). */
  siteCode: string | undefined;
  siteName: string | undefined;
  onChange: (siteCode: string) => void;
};

/**
 * The site whose rooms are shown, found by name or code as the user types (the API searches, after a
 * pause); the site shown stays listed under its name even when the latest search does not hold it.
 */
export function SitePicker({ siteCode, siteName, onChange }: SitePickerProps) {
  const [known] = useState(() => new Map<string, string>());
  const [typed, setTyped] = useState('');
  const found = useSiteOptions(useDebouncedValue(typed.trim(), 300)[0]);
  const options = found.data ?? [];
  for (const option of options) known.set(option.value, option.label);
  const shownLabel =
    siteCode && (known.get(siteCode) ?? (siteName ? siteLabel(siteCode, siteName) : siteCode));
  const data =
    siteCode && shownLabel && !options.some((option) => option.value === siteCode)
      ? [{ value: siteCode, label: shownLabel }, ...options]
      : options;
  return (
    <Select
      label="Ubicazione"
      placeholder="Cerca per nome o codice"
      searchable
      allowDeselect={false}
      data={data}
      value={siteCode ?? null}
      onChange={(next) => next && onChange(next)}
      // The field shows the chosen site's label: that is no search, every site is offered again.
      onSearchChange={(next) => setTyped(next === shownLabel ? '' : next)}
      // The API has filtered by the words typed already.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Ricerca in corso…' : 'Nessuna ubicazione trovata'}
      style={{ flex: '2 1 280px' }}
    />
  );
}
