import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { jobOrderStates } from '@portale/shared';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { CustomerPicker } from '../../lib/customer-picker.tsx';
import { FiltersFold } from '../../lib/filters-fold.tsx';
import { formatCount } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { SearchField } from '../../lib/search-field.tsx';
import { useJobOrderList } from './api/customers-api.ts';
import {
  customersPageSize,
  jobOrderSortOptions,
  parseJobOrderSort,
  toJobOrderListQuery,
} from './customers-query.ts';
import type { JobOrderSearch } from './customers-search.ts';
import { customersReadErrorMessage, jobOrderStateLabels } from './customers-words.ts';
import { JobOrderFormDialog } from './job-order-form-dialog.tsx';
import { JobOrderTable } from './job-order-table.tsx';

const listPath = '/backoffice/job-orders';
const stateOptions = [
  { value: 'all', label: 'Tutte' },
  ...jobOrderStates.map((state) => ({ value: state, label: jobOrderStateLabels[state] })),
];

/**
 * /backoffice/job-orders (staff with jobtasks): the job orders of every customer or of one, by state and
 * words, with «Nuova commessa». Search, filters, order and page are in the address bar.
 */
export function JobOrdersPage() {
  const search = useSearch({ strict: false }) as JobOrderSearch;
  const navigate = useNavigate();
  const compact = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const list = useJobOrderList(toJobOrderListQuery(search));
  const [creating, setCreating] = useState(false);
  const change = (next: Partial<JobOrderSearch>) =>
    void navigate({
      to: listPath,
      search: { ...search, ...next, page: next.page === 1 ? undefined : next.page },
      replace: next.page === undefined,
    });
  const activeFilters = [search.customerCode, search.state].filter(Boolean).length;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Commesse
          </Title>
          <Text c="dimmed">
            I contratti con i clienti: le loro date decidono i filtri delle ubicazioni che i clienti vedono.
            Di solito arrivano dal gestionale con la sincronizzazione.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          Nuova commessa
        </Button>
      </Group>
      <FiltersFold
        compact={compact}
        activeFilters={activeFilters}
        search={
          <SearchField
            placeholder="Codice, descrizione, settore o cliente"
            value={search.query}
            onSearch={(query) => change({ query })}
            w={{ base: '100%', sm: 320 }}
          />
        }
      >
        <CustomerPicker
          value={search.customerCode}
          onChange={(customerCode) => change({ customerCode })}
          w={{ base: '100%', xs: 320 }}
        />
        <Select
          label="Stato"
          data={stateOptions}
          value={search.state ?? 'all'}
          onChange={(value) => change({ state: jobOrderStates.find((state) => state === value) })}
          allowDeselect={false}
          w={{ base: '100%', sm: 170 }}
        />
        <Select
          label="Ordina per"
          data={jobOrderSortOptions}
          value={`${search.sortBy ?? 'id'}:${search.sortDirection ?? 'asc'}`}
          onChange={(value) => value && change(parseJobOrderSort(value))}
          allowDeselect={false}
          w={{ base: '100%', sm: 240 }}
        />
      </FiltersFold>
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento delle commesse',
          errorTitle: 'Commesse non caricate',
          emptyTitle: 'Nessuna commessa',
          empty:
            activeFilters > 0 || search.query
              ? 'Nessuna commessa corrisponde alla ricerca: prova con meno parole o togli un filtro.'
              : 'Non c’è ancora nessuna commessa.',
          count: (total) => formatCount(total, 'commessa', 'commesse'),
        }}
        errorMessage={customersReadErrorMessage}
        pagination={{
          pageSize: customersPageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact,
        }}
      >
        {(items) => <JobOrderTable items={items} withCustomer={!search.customerCode} />}
      </PagedListState>
      {creating && (
        <JobOrderFormDialog
          jobOrder={null}
          onClose={() => setCreating(false)}
          onCreated={(created) =>
            void navigate({ to: '/backoffice/job-orders/$jobOrderId', params: { jobOrderId: created.id } })
          }
        />
      )}
    </Stack>
  );
}
