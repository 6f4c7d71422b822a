import '@mantine/dates/styles.css';
import { Button, Collapse, Group, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { documentValidityFilterLabels, documentValidityFilters } from '@portale/shared';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  documentSortOptions,
  documentSortValue,
  hasDocumentFilters,
  parseDocumentSortOption,
} from '../documents-query.ts';
import type { DocumentSearch } from '../documents-search.ts';
import { categoryOptions } from './category-options.ts';
import { CustomerSelect, JobOrderSelect, SiteSelect } from './recipient-pickers.tsx';

type DocumentFiltersProps = {
  search: DocumentSearch;
  staff: boolean;
  /** Customers: whether their sub-roles let them list their sites (the site filter's options). */
  canListSites: boolean;
  onChange: (change: Partial<DocumentSearch>) => void;
  onReset: () => void;
};

const validityOptions = documentValidityFilters.map((value) => ({
  value,
  label: documentValidityFilterLabels[value],
}));

/** Search, filters and sort of the document lists; the text search waits for the user to stop typing. */
export function DocumentFilters({ search, staff, canListSites, onChange, onReset }: DocumentFiltersProps) {
  const [opened, { toggle }] = useDisclosure(hasDocumentFilters({ ...search, query: undefined }));
  const [text, setText] = useState(search.query ?? '');
  const sendText = useDebouncedCallback((query: string) => onChange({ query: query || undefined }), 400);
  // Customers pick a site within a job order; staff within a customer. A site from a link stays shown.
  const showSite = Boolean(search.siteCode) || (staff ? Boolean(search.customerCode) : canListSites);

  return (
    <div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Cerca"
          placeholder="Titolo, descrizione o nome del file"
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
          data={documentSortOptions}
          value={documentSortValue(search)}
          onChange={(value) => value && onChange(parseDocumentSortOption(value))}
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
        {hasDocumentFilters(search) && (
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
          {staff && (
            <CustomerSelect
              label="Cliente"
              placeholder="Tutti i clienti"
              value={search.customerCode}
              onChange={(customerCode) =>
                onChange({ customerCode, jobOrderId: undefined, siteCode: undefined })
              }
            />
          )}
          <Select
            label="Categoria"
            placeholder="Tutte"
            clearable
            data={categoryOptions}
            value={search.category ?? null}
            onChange={(value) => onChange({ category: (value as DocumentSearch['category']) ?? undefined })}
          />
          <Select
            label="Validità"
            placeholder="Tutti"
            clearable
            data={validityOptions}
            value={search.validity ?? null}
            onChange={(value) => onChange({ validity: (value as DocumentSearch['validity']) ?? undefined })}
          />
          <JobOrderSelect
            label="Commessa"
            placeholder="Tutte"
            staff={staff}
            customerCode={search.customerCode}
            value={search.jobOrderId}
            onChange={(jobOrderId) => onChange({ jobOrderId, siteCode: undefined })}
          />
          {showSite && (
            <SiteSelect
              label="Ubicazione"
              placeholder={staff || search.jobOrderId ? 'Tutte' : 'Scegli prima la commessa'}
              staff={staff}
              customerCode={search.customerCode}
              jobOrderId={search.jobOrderId}
              canList={canListSites}
              value={search.siteCode}
              onChange={(siteCode) => onChange({ siteCode })}
            />
          )}
          <DatePickerInput
            type="range"
            label="Pubblicati nel periodo"
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
            label="Mostra anche le versioni superate"
            checked={search.includeOutdated ?? false}
            onChange={(event) => onChange({ includeOutdated: event.currentTarget.checked || undefined })}
            mt={{ base: 0, sm: 'xl' }}
          />
        </SimpleGrid>
      </Collapse>
    </div>
  );
}
