import { Select } from '@mantine/core';
import { useState } from 'react';
import { useStaffSiteOptions } from '../../../lib/api/staff-site-options.ts';
import { siteOptionOf } from '../../../lib/site-label.ts';

type SiteChooserProps = {
  /** The chosen site's code, and its name once known (the address bar carries only the code). */
  value: string | undefined;
  valueLabel: string | undefined;
  onChange: (siteCode: string | undefined) => void;
};

/** Any site of any customer, searched by name or code. */
export function SiteChooser({ value, valueLabel, onChange }: SiteChooserProps) {
  const [typed, setTyped] = useState('');
  const options = useStaffSiteOptions(typed);
  // An option's words are the code and name: «UB000006 – Poliambulatorio di Sesto San Giovanni».
  const data = (options.data ?? []).map(siteOptionOf);
  const withCurrent =
    value && !data.some((item) => item.value === value)
      ? [{ value, label: valueLabel ? `${value} – ${valueLabel}` : value }, ...data]
      : data;
  return (
    <Select
      label="Ubicazione"
      description="Cerca per nome o codice dell’ubicazione."
      placeholder="Scegli l’ubicazione"
      searchable
      clearable
      data={withCurrent}
      value={value ?? null}
      onSearchChange={setTyped}
      onChange={(next) => onChange(next ?? undefined)}
      nothingFoundMessage={options.isFetching ? 'Ricerca in corso…' : 'Nessuna ubicazione trovata'}
      maw={560}
    />
  );
}
