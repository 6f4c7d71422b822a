import { Select, Switch } from '@mantine/core';
import { documentValidityFilterLabels, documentValidityFilters } from '@portale/shared';
import { FilterPanel, PeriodFilter } from '../../../lib/filter-panel.tsx';
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
  // Customers pick any site within reach, or one of the job order chosen; staff a site of the customer
  // chosen. A site from a link stays shown, under its name.
  const showSite = Boolean(search.siteCode) || (staff ? Boolean(search.customerCode) : canListSites);

  return (
    <FilterPanel
      searchPlaceholder="Titolo, descrizione o nome del file"
      query={search.query}
      onQueryChange={(query) => onChange({ query })}
      sortOptions={documentSortOptions}
      sortValue={documentSortValue(search)}
      onSortChange={(value) => onChange(parseDocumentSortOption(value))}
      filtersChosen={hasDocumentFilters({ ...search, query: undefined })}
      filtered={hasDocumentFilters(search)}
      onReset={onReset}
    >
      {staff && (
        <CustomerSelect
          label="Cliente"
          placeholder="Tutti i clienti"
          value={search.customerCode}
          onChange={(customerCode) => onChange({ customerCode, jobOrderId: undefined, siteCode: undefined })}
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
          placeholder="Tutte"
          staff={staff}
          customerCode={search.customerCode}
          jobOrderId={search.jobOrderId}
          canList={canListSites}
          value={search.siteCode}
          onChange={(siteCode) => onChange({ siteCode })}
        />
      )}
      <PeriodFilter label="Pubblicati nel periodo" from={search.from} to={search.to} onChange={onChange} />
      <Switch
        label="Mostra anche le versioni superate"
        checked={search.includeOutdated ?? false}
        onChange={(event) => onChange({ includeOutdated: event.currentTarget.checked || undefined })}
        mt={{ base: 0, sm: 'xl' }}
      />
    </FilterPanel>
  );
}
