import '@mantine/dates/styles.css';
import { Button, Collapse, Group, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import {
  ticketStateFilterLabels,
  ticketStateFilters,
  ticketTypeLabels,
  ticketTypes,
  ticketUrgencies,
  ticketUrgencyLabels,
} from '@portale/shared';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useStaffSiteOptions } from '../api/staff-site-options.ts';
import { useTicketSiteOptions } from '../api/ticket-site-options.ts';
import {
  hasTicketFilters,
  parseTicketSortOption,
  ticketSortOptions,
  ticketSortValue,
} from './ticket-list-query.ts';
import type { TicketSearch } from './ticket-search.ts';
import { siteWithCity } from '../../../lib/site-label.ts';

type TicketFiltersProps = {
  search: TicketSearch;
  staff: boolean;
  onChange: (change: Partial<TicketSearch>) => void;
  onReset: () => void;
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The site filter: the user's own sites, or every site for the provider. */
function SiteFilter({
  value,
  staff,
  onChange,
}: {
  value?: string;
  staff: boolean;
  onChange: (v?: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const mine = useTicketSiteOptions(typed, !staff);
  const every = useStaffSiteOptions(typed, staff);
  const data = staff
    ? (every.data ?? []).map((site) => ({ value: site.id, label: `${site.value} (${site.id})` }))
    : (mine.data ?? []).map((site) => ({
        value: site.siteCode,
        label: siteWithCity(site.siteName, site.city),
      }));
  const withCurrent =
    value && !data.some((item) => item.value === value) ? [{ value, label: value }, ...data] : data;
  return (
    <Select
      label="Ubicazione"
      placeholder="Tutte"
      searchable
      clearable
      data={withCurrent}
      value={value ?? null}
      onSearchChange={setTyped}
      onChange={(next) => onChange(next ?? undefined)}
      nothingFoundMessage="Nessuna ubicazione trovata"
    />
  );
}

/** The provider's filter by customer code (the dashboard links to a customer's tickets with it). */
function CustomerFilter({
  value,
  onChange,
}: {
  value?: string;
  onChange: (change: Partial<TicketSearch>) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const send = useDebouncedCallback(
    (code: string) => onChange({ customerCode: code ? code.toUpperCase() : undefined }),
    400,
  );
  return (
    <TextInput
      label="Codice cliente"
      placeholder="Es. CL0001"
      maxLength={16}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value.trim());
      }}
    />
  );
}

/** Search, filters and sort of the ticket lists; the text search waits for the user to stop typing. */
export function TicketFilters({ search, staff, onChange, onReset }: TicketFiltersProps) {
  const [opened, { toggle }] = useDisclosure(hasTicketFilters({ ...search, query: undefined }));
  const [text, setText] = useState(search.query ?? '');
  const sendText = useDebouncedCallback((query: string) => onChange({ query: query || undefined }), 400);

  return (
    <div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Cerca"
          placeholder={
            staff ? 'Codice, oggetto, cliente o ubicazione' : 'Codice, oggetto, locale o ubicazione'
          }
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            sendText(event.currentTarget.value.trim());
          }}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Ordina per"
          data={ticketSortOptions}
          value={ticketSortValue(search, staff)}
          onChange={(value) => value && onChange(parseTicketSortOption(value))}
          allowDeselect={false}
          style={{ flex: '1 1 280px' }}
        />
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={toggle}
          aria-expanded={opened}
        >
          Filtri
        </Button>
        {hasTicketFilters(search) && (
          <Button
            variant="subtle"
            onClick={() => {
              setText('');
              onReset();
            }}
          >
            Azzera i filtri
          </Button>
        )}
      </Group>
      <Collapse expanded={opened}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="sm">
          <Select
            label="Stato"
            placeholder="Tutti"
            clearable
            data={options(ticketStateFilters, ticketStateFilterLabels)}
            value={search.state ?? null}
            onChange={(value) => onChange({ state: (value as TicketSearch['state']) ?? undefined })}
          />
          <Select
            label="Tipo"
            placeholder="Tutti"
            clearable
            data={options(ticketTypes, ticketTypeLabels)}
            value={search.type ?? null}
            onChange={(value) => onChange({ type: (value as TicketSearch['type']) ?? undefined })}
          />
          <Select
            label="Urgenza"
            placeholder="Tutte"
            clearable
            data={options([...ticketUrgencies].reverse(), ticketUrgencyLabels)}
            value={search.urgency ?? null}
            onChange={(value) => onChange({ urgency: (value as TicketSearch['urgency']) ?? undefined })}
          />
          <SiteFilter value={search.siteCode} staff={staff} onChange={(siteCode) => onChange({ siteCode })} />
          <DatePickerInput
            type="range"
            label="Aperte nel periodo"
            placeholder="Dal … al …"
            valueFormat="DD/MM/YYYY"
            clearable
            allowSingleDateInRange
            value={[search.from ?? null, search.to ?? null]}
            onChange={([from, to]) => {
              if ((from && to) || (!from && !to)) onChange({ from: from ?? undefined, to: to ?? undefined });
            }}
          />
          <Switch
            label="Solo quelle in ritardo"
            checked={search.late ?? false}
            onChange={(event) => onChange({ late: event.currentTarget.checked || undefined })}
            mt={{ base: 0, sm: 'xl' }}
          />
          {staff && <CustomerFilter value={search.customerCode} onChange={onChange} />}
          {staff && (
            <Switch
              label="Solo in ritardo o in scadenza oggi"
              checked={search.lateOrDueToday ?? false}
              onChange={(event) => onChange({ lateOrDueToday: event.currentTarget.checked || undefined })}
              mt={{ base: 0, sm: 'xl' }}
            />
          )}
        </SimpleGrid>
      </Collapse>
    </div>
  );
}
