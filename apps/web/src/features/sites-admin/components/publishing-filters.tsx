import { Checkbox, Group, SegmentedControl, Select, TextInput, rem } from '@mantine/core';
import { CustomerPicker } from '../../../lib/customer-picker.tsx';
import { FiltersFold } from '../../../lib/filters-fold.tsx';
import { SearchField } from '../../../lib/search-field.tsx';
import { useDebouncedField } from '../../../lib/use-debounced-field.ts';
import { useOperatingSegments } from '../api/operating-segments.ts';
import {
  countPublishingFilters,
  parsePublishingSortOption,
  publishingSortOptions,
  publishingSortValue,
} from '../publishing-list-query.ts';
import type { PublishingSearch } from '../publishing-search.ts';

type PublishingFiltersProps = {
  search: PublishingSearch;
  onChange: (change: Partial<PublishingSearch>) => void;
  /** On a phone only the search is in sight; the rest opens from one «Filtri» button. */
  compact: boolean;
};

const publicationOptions = [
  { value: 'all', label: 'Tutte' },
  { value: 'unpublished', label: 'Da pubblicare' },
  { value: 'published', label: 'Pubblicate' },
];

/** Search, customer, job order, operating segment (or none), order, publication and warnings. */
export function PublishingFilters({ search, onChange, compact }: PublishingFiltersProps) {
  const activeFilters = countPublishingFilters(search);
  const segments = useOperatingSegments();
  const [jobOrderText, setJobOrderText, commitJobOrderText] = useDebouncedField(
    search.jobTaskId ?? '',
    (code) => onChange({ jobTaskId: code ? code.toUpperCase() : undefined }),
  );

  const searchField = (
    <SearchField
      placeholder="Ubicazione, indirizzo, città o cliente"
      value={search.query}
      onSearch={(query) => onChange({ query })}
      w={{ base: '100%', sm: 300 }}
    />
  );
  const fields = (
    <>
      <CustomerPicker value={search.clientCode} onChange={(clientCode) => onChange({ clientCode })} />
      <TextInput
        label="Codice commessa"
        placeholder="Es. C2024-0001"
        value={jobOrderText}
        onChange={(event) => setJobOrderText(event.currentTarget.value)}
        onBlur={commitJobOrderText}
        maxLength={24}
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        label="Settore operativo"
        placeholder="Tutti i settori"
        data={(segments.data ?? []).map((segment) => segment.name)}
        value={search.withoutSegment ? null : (search.operatingSegment ?? null)}
        onChange={(value) => onChange({ operatingSegment: value ?? undefined })}
        disabled={search.withoutSegment}
        clearable
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label="Ordina per"
        data={publishingSortOptions}
        value={publishingSortValue(search)}
        onChange={(value) => value && onChange(parsePublishingSortOption(value))}
        allowDeselect={false}
        styles={{ options: { maxHeight: rem(320) } }}
        w={{ base: '100%', xs: 290 }}
      />
    </>
  );
  const choices = (
    <Group gap="lg" align="center" wrap="wrap">
      <SegmentedControl
        aria-label="Pubblicazione"
        data={publicationOptions}
        value={search.publication ?? 'all'}
        onChange={(value) =>
          onChange({
            publication: value === 'all' ? undefined : (value as PublishingSearch['publication']),
          })
        }
      />
      <Checkbox
        label="Solo senza settore operativo"
        checked={search.withoutSegment ?? false}
        onChange={(event) => onChange({ withoutSegment: event.currentTarget.checked || undefined })}
      />
      <Checkbox
        label="Solo con avvisi"
        checked={search.withWarnings ?? false}
        onChange={(event) => onChange({ withWarnings: event.currentTarget.checked || undefined })}
      />
    </Group>
  );

  return (
    <FiltersFold compact={compact} search={searchField} activeFilters={activeFilters} below={choices}>
      {fields}
    </FiltersFold>
  );
}
