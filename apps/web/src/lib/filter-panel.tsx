import '@mantine/dates/styles.css';
import { Button, Collapse, Group, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { SearchField } from './search-field.tsx';

type FilterPanelProps = {
  /** What the text search looks in. */
  searchPlaceholder: string;
  query: string | undefined;
  onQueryChange: (query: string | undefined) => void;
  sortOptions: { value: string; label: string }[];
  sortValue: string;
  onSortChange: (value: string) => void;
  /** Some filter other than the text narrows the list: the filters start open. */
  filtersChosen: boolean;
  /** The text or some filter narrows the list: «Azzera i filtri» is offered. */
  filtered: boolean;
  onReset: () => void;
  /** The filters, shown under «Filtri». */
  children: ReactNode;
};

/**
 * Search, sort and filters of a list (tickets, documents): the text search waits for the user to stop
 * typing; the filters fold under «Filtri», open when the address bar already holds one.
 */
export function FilterPanel({
  searchPlaceholder,
  query,
  onQueryChange,
  sortOptions,
  sortValue,
  onSortChange,
  filtersChosen,
  filtered,
  onReset,
  children,
}: FilterPanelProps) {
  const [opened, { toggle }] = useDisclosure(filtersChosen);
  const filtersId = useId();

  return (
    <div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField
          placeholder={searchPlaceholder}
          value={query}
          onSearch={onQueryChange}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Ordina per"
          data={sortOptions}
          value={sortValue}
          onChange={(value) => value && onSortChange(value)}
          allowDeselect={false}
          style={{ flex: '1 1 280px' }}
        />
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={filtersId}
        >
          Filtri
        </Button>
        {filtered && (
          <Button variant="subtle" onClick={onReset}>
            Azzera i filtri
          </Button>
        )}
      </Group>
      <Collapse expanded={opened} id={filtersId}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="sm">
          {children}
        </SimpleGrid>
      </Collapse>
    </div>
  );
}

type PeriodFilterProps = {
  label: string;
  from: string | undefined;
  to: string | undefined;
  /** Called with both days, or with neither when the period is cleared; never with half a period. */
  onChange: (period: { from: string | undefined; to: string | undefined }) => void;
};

/** A filter by period, from one day to another (a single day when both are the same). */
export function PeriodFilter({ label, from, to, onChange }: PeriodFilterProps) {
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder="Dal … al …"
      valueFormat="DD/MM/YYYY"
      clearable
      clearButtonProps={{ 'aria-label': 'Cancella il periodo' }}
      allowSingleDateInRange
      value={[from ?? null, to ?? null]}
      onChange={([start, end]) => {
        if ((start && end) || (!start && !end)) onChange({ from: start ?? undefined, to: end ?? undefined });
      }}
    />
  );
}
