import { Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { auditEventLabels, auditEvents, type AuditEvent } from '@portale/shared';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useDebouncedField } from '../../../lib/use-debounced-field.ts';
import type { AuditSearch } from '../audit-search.ts';

type AuditFiltersProps = {
  search: AuditSearch;
  onChange: (change: Partial<AuditSearch>) => void;
};

const calendarLabels = {
  monthLevelControl: 'Scegli il mese',
  yearLevelControl: 'Scegli l’anno',
  nextMonth: 'Mese successivo',
  previousMonth: 'Mese precedente',
  nextYear: 'Anno successivo',
  previousYear: 'Anno precedente',
  nextDecade: 'Decennio successivo',
  previousDecade: 'Decennio precedente',
};

const eventOptions = auditEvents.map((event) => ({ value: event, label: auditEventLabels[event] }));

/** Event, username (while typing) and a range of days in Italy. */
export function AuditFilters({ search, onChange }: AuditFiltersProps) {
  const [usernameText, setUsernameText] = useDebouncedField(search.username ?? '', (username) =>
    onChange({ username: username || undefined }),
  );

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label="Evento"
        placeholder="Tutti gli eventi"
        data={eventOptions}
        value={search.event ?? null}
        onChange={(event) => onChange({ event: (event as AuditEvent | null) ?? undefined })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Mostra tutti gli eventi' }}
        nothingFoundMessage="Nessun evento trovato"
        w={{ base: '100%', sm: 300 }}
      />
      <TextInput
        label="Nome utente"
        placeholder="Anche solo una parte"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={usernameText}
        onChange={(event) => setUsernameText(event.currentTarget.value)}
        autoCapitalize="none"
        spellCheck={false}
        w={{ base: '100%', sm: 220 }}
      />
      {/* Keyed by the committed range: a half-chosen range stays in the picker until its second day. */}
      <DatePickerInput
        key={`${search.from ?? ''}|${search.to ?? ''}`}
        type="range"
        label="Periodo"
        placeholder="Dal giorno … al giorno …"
        valueFormat="DD/MM/YYYY"
        defaultValue={[search.from ?? null, search.to ?? null]}
        onChange={([from, to]) => {
          if ((from && to) || (!from && !to)) onChange({ from: from ?? undefined, to: to ?? undefined });
        }}
        allowSingleDateInRange
        ariaLabels={calendarLabels}
        clearable
        clearButtonProps={{ 'aria-label': 'Togli il periodo' }}
        maxDate={new Date()}
        leftSection={<IconCalendar size={16} aria-hidden />}
        w={{ base: '100%', sm: 280 }}
      />
    </Group>
  );
}
