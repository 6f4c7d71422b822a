import { Anchor, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CustomerListItem } from '@portale/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { FiltersFold } from '../../lib/filters-fold.tsx';
import { formatCount, formatNumber } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { CardField, CardFields, ResponsiveTable, TableCard } from '../../lib/responsive-table.tsx';
import { SearchField } from '../../lib/search-field.tsx';
import { useCustomerList } from './api/customers-api.ts';
import { CustomerFormDialog } from './customer-form-dialog.tsx';
import { ActiveBadge } from './job-order-table.tsx';
import {
  customerSortOptions,
  customersPageSize,
  parseCustomerSort,
  toCustomerListQuery,
} from './customers-query.ts';
import type { CustomerSearch } from './customers-search.ts';
import { customerActivityLabels, customersReadErrorMessage } from './customers-words.ts';

const listPath = '/backoffice/customers';

function CustomerLink({ customer }: { customer: CustomerListItem }) {
  return (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to="/backoffice/customers/$customerCode" params={{ customerCode: customer.code }} />
      )}
    >
      {customer.name}
    </Anchor>
  );
}

function CustomerTable({ items }: { items: CustomerListItem[] }) {
  return (
    <ResponsiveTable
      label="Clienti"
      minWidth={760}
      cards={items.map((customer) => (
        <TableCard key={customer.code} label={customer.name}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <CustomerLink customer={customer} />
              <ActiveBadge active={customer.active} />
            </Group>
            <CardFields>
              <CardField label="Codice">{customer.code}</CardField>
              <CardField label="Partita IVA">{customer.vatNumber}</CardField>
              <CardField label="Commesse">{formatNumber(customer.jobOrdersCount)}</CardField>
              <CardField label="Ubicazioni">{formatNumber(customer.sitesCount)}</CardField>
            </CardFields>
          </Stack>
        </TableCard>
      ))}
    >
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Codice</Table.Th>
            <Table.Th>Ragione sociale</Table.Th>
            <Table.Th>Partita IVA</Table.Th>
            <Table.Th>Stato</Table.Th>
            <Table.Th ta="right">Commesse</Table.Th>
            <Table.Th ta="right">Ubicazioni</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((customer) => (
            <Table.Tr key={customer.code}>
              <Table.Td ff="monospace">{customer.code}</Table.Td>
              <Table.Td>
                <CustomerLink customer={customer} />
              </Table.Td>
              <Table.Td ff="monospace">{customer.vatNumber}</Table.Td>
              <Table.Td>
                <ActiveBadge active={customer.active} />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(customer.jobOrdersCount)}</Table.Td>
              <Table.Td ta="right">{formatNumber(customer.sitesCount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

const activityOptions = [
  { value: 'all', label: 'Tutti' },
  { value: 'active', label: customerActivityLabels.active },
  { value: 'inactive', label: customerActivityLabels.inactive },
];

/**
 * /backoffice/customers (staff with clients): the provider's customers, searched by code, name or VAT
 * number, with «Nuovo cliente». Search, filter, order and page are in the address bar.
 */
export function CustomersPage() {
  const search = useSearch({ strict: false }) as CustomerSearch;
  const navigate = useNavigate();
  const compact = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const list = useCustomerList(toCustomerListQuery(search));
  const [creating, setCreating] = useState(false);
  const change = (next: Partial<CustomerSearch>) =>
    void navigate({
      to: listPath,
      search: { ...search, ...next, page: next.page === 1 ? undefined : next.page },
      replace: next.page === undefined,
    });
  const filtered = search.active !== undefined || search.query !== undefined;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Clienti
          </Title>
          <Text c="dimmed">
            I clienti del fornitore, che di solito arrivano dal gestionale: qui si creano le eccezioni e si
            disattiva un cliente.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          Nuovo cliente
        </Button>
      </Group>
      <FiltersFold
        compact={compact}
        activeFilters={search.active ? 1 : 0}
        search={
          <SearchField
            placeholder="Codice, nome o partita IVA"
            value={search.query}
            onSearch={(query) => change({ query })}
            w={{ base: '100%', sm: 320 }}
          />
        }
      >
        <Select
          label="Stato"
          data={activityOptions}
          value={search.active ?? 'all'}
          onChange={(value) =>
            change({ active: value === 'active' || value === 'inactive' ? value : undefined })
          }
          allowDeselect={false}
          w={{ base: '100%', sm: 160 }}
        />
        <Select
          label="Ordina per"
          data={customerSortOptions}
          value={`${search.sortBy ?? 'code'}:${search.sortDirection ?? 'asc'}`}
          onChange={(value) => value && change(parseCustomerSort(value))}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
      </FiltersFold>
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento dei clienti',
          errorTitle: 'Clienti non caricati',
          emptyTitle: 'Nessun cliente',
          empty: filtered
            ? 'Nessun cliente corrisponde alla ricerca: prova con meno parole o togli il filtro.'
            : 'Non c’è ancora nessun cliente.',
          count: (total) => formatCount(total, 'cliente', 'clienti'),
        }}
        errorMessage={customersReadErrorMessage}
        pagination={{
          pageSize: customersPageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact,
        }}
      >
        {(items) => <CustomerTable items={items} />}
      </PagedListState>
      {creating && (
        <CustomerFormDialog
          customer={null}
          onClose={() => setCreating(false)}
          onCreated={(created) =>
            void navigate({
              to: '/backoffice/customers/$customerCode',
              params: { customerCode: created.code },
            })
          }
        />
      )}
    </Stack>
  );
}
