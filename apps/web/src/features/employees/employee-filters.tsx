import { Select } from '@mantine/core';
import { attendanceAnomalies, attendanceAnomalyLabels, type AttendanceAnomaly } from '@portale/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { siteCodeAndName } from '../../lib/site-label.ts';
import { useEmployeeFilters, useEmployeeOptions } from './api/employees-api.ts';

/** A long list of options scrolls inside its own box (docs/ARCHITECTURE.md, Accessibility). */
const scrollingOptions = { options: { maxHeight: 220, overflowY: 'auto' as const } };

type FilterProps<T> = { value: T | undefined; onChange: (value: T | undefined) => void };

/** «Ubicazione»: the sites of the people within reach (the API's filter options). */
export function SiteFilter({ value, onChange }: FilterProps<string>) {
  const filters = useEmployeeFilters();
  const data = (filters.data?.sites ?? []).map((site) => ({
    value: site.siteCode,
    label: siteCodeAndName(site.siteCode, site.siteName),
  }));
  if (value && !data.some((option) => option.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label="Ubicazione"
      placeholder={filters.isPending ? 'Caricamento delle ubicazioni…' : 'Tutte le ubicazioni'}
      searchable
      clearable
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      nothingFoundMessage="Nessuna ubicazione trovata"
      styles={scrollingOptions}
    />
  );
}

/** «Qualifica»: those of the people within reach. */
export function QualificationFilter({ value, onChange }: FilterProps<string>) {
  const filters = useEmployeeFilters();
  const data = [...(filters.data?.qualifications ?? [])];
  if (value && !data.includes(value)) data.unshift(value);
  return (
    <Select
      label="Qualifica"
      placeholder="Tutte"
      searchable
      clearable
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      nothingFoundMessage="Nessuna qualifica trovata"
      styles={scrollingOptions}
    />
  );
}

/** «Anomalia»: one kind, or every day. */
export function AnomalyFilter({ value, onChange }: FilterProps<AttendanceAnomaly>) {
  return (
    <Select
      label="Anomalia"
      placeholder="Tutti i giorni"
      clearable
      data={attendanceAnomalies.map((anomaly) => ({
        value: anomaly,
        label: attendanceAnomalyLabels[anomaly],
      }))}
      value={value ?? null}
      onChange={(next) => onChange((next as AttendanceAnomaly | null) ?? undefined)}
    />
  );
}

/** «Persona»: found by name or badge number as the user types (the API searches, after a pause). */
export function PersonFilter({ value, onChange }: FilterProps<number>) {
  const [typed, setTyped] = useState('');
  const [known] = useState(() => new Map<string, string>());
  const found = useEmployeeOptions(useDebouncedValue(typed.trim(), 300)[0]);
  const options = (found.data?.data ?? []).map((person) => ({
    value: String(person.id),
    label: `${person.lastName} ${person.firstName} · ${person.badgeNumber}`,
  }));
  for (const option of options) known.set(option.value, option.label);
  const selected = value === undefined ? null : String(value);
  const shownLabel = selected ? (known.get(selected) ?? `Persona ${selected}`) : null;
  const data =
    selected && shownLabel && !options.some((option) => option.value === selected)
      ? [{ value: selected, label: shownLabel }, ...options]
      : options;
  return (
    <Select
      label="Persona"
      placeholder="Tutte le persone"
      searchable
      clearable
      data={data}
      value={selected}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      // The field shows the chosen person's label: that is no search, everyone is offered again.
      onSearchChange={(next) => setTyped(next === shownLabel ? '' : next)}
      // The API has filtered by the words typed already.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Ricerca in corso…' : 'Nessuna persona trovata'}
      styles={scrollingOptions}
    />
  );
}
