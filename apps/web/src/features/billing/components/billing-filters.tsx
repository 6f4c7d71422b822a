import { Button, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  billingDocumentKindLabels,
  billingDocumentKinds,
  paymentStateLabels,
  paymentStates,
  type BillingDocumentKind,
  type PaymentState,
} from '@portale/shared';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FiltersFold } from '../../../lib/filters-fold.tsx';
import { countBillingFilters } from '../billing-query.ts';
import type { StaffBillingSearch } from '../billing-search.ts';
import { JobOrderSelect, type JobOrderOption } from './job-order-select.tsx';

type BillingFiltersProps = {
  search: StaffBillingSearch;
  onChange: (change: Partial<StaffBillingSearch>) => void;
  onReset: (() => void) | null;
  /** The years with a document, latest first. */
  years: readonly number[];
  jobOrders: readonly JobOrderOption[];
  /** Staff: the job orders are searched by the API. */
  onJobOrderSearch?: (search: string) => void;
  /** Filters of one side only (the back office's search), placed first. */
  children?: ReactNode;
};

const stateOptions = paymentStates.map((state) => ({ value: state, label: paymentStateLabels[state] }));
const kindOptions = billingDocumentKinds.map((kind) => ({
  value: kind,
  label: billingDocumentKindLabels[kind],
}));

/**
 * Year, job order, payment state and kind; «Azzera i filtri» when any narrows the list. On a phone they
 * fold under «Filtri», below the search, so the first documents are in sight.
 */
export function BillingFilters({
  search,
  onChange,
  onReset,
  years,
  jobOrders,
  onJobOrderSearch,
  children,
}: BillingFiltersProps) {
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  // A year of the address bar with no document still shows as chosen, so that the empty list makes sense.
  const yearOptions = [...new Set([...(search.year ? [search.year] : []), ...years])]
    .sort((a, b) => b - a)
    .map(String);
  const reset = onReset && (
    <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onReset}>
      Azzera i filtri
    </Button>
  );
  return (
    <FiltersFold
      compact={!isWide}
      search={children}
      activeFilters={countBillingFilters(search)}
      actions={reset}
    >
      <Select
        label="Anno"
        placeholder="Tutti gli anni"
        data={yearOptions}
        value={search.year ? String(search.year) : null}
        onChange={(value) => onChange({ year: value ? Number(value) : undefined })}
        clearable
        clearButtonProps={{ 'aria-label': 'Mostra tutti gli anni' }}
        w={{ base: '100%', xs: 150 }}
      />
      <JobOrderSelect
        label="Commessa"
        placeholder="Tutte le commesse"
        options={jobOrders}
        value={search.jobOrderId ?? null}
        onChange={(value) => onChange({ jobOrderId: value ?? undefined })}
        onSearchChange={onJobOrderSearch}
        clearLabel="Mostra tutte le commesse"
        w={{ base: '100%', sm: 300 }}
      />
      <Select
        label="Stato"
        placeholder="Tutti gli stati"
        data={stateOptions}
        value={search.state ?? null}
        onChange={(value) => onChange({ state: (value as PaymentState | null) ?? undefined })}
        clearable
        clearButtonProps={{ 'aria-label': 'Mostra tutti gli stati' }}
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        label="Tipo"
        placeholder="Fatture e note di credito"
        data={kindOptions}
        value={search.kind ?? null}
        onChange={(value) => onChange({ kind: (value as BillingDocumentKind | null) ?? undefined })}
        clearable
        clearButtonProps={{ 'aria-label': 'Mostra fatture e note di credito' }}
        w={{ base: '100%', xs: 230 }}
      />
    </FiltersFold>
  );
}
