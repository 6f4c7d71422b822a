import { Anchor, Button, Group, Paper, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import {
  variationsAccess,
  variationSorts,
  variationStateLabels,
  variationTypeLabels,
  type VariationListItem,
  type VariationSort,
} from '@portale/shared';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { CustomerPicker } from '../../lib/customer-picker.tsx';
import { FilterPanel } from '../../lib/filter-panel.tsx';
import { formatDateTimeAfter } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { profileAllows } from '../../lib/profile-access.ts';
import { ResponsiveTable } from '../../lib/responsive-table.tsx';
import { parseSortOption, sortOptions, type SortLabels } from '../../lib/sort-options.ts';
import { variationErrorMessage } from './variation-errors.ts';
import { useVariationList, useVariationSiteOptions } from './api/variations-api.ts';
import { VariationStateBadge } from './variation-state-badge.tsx';
import { variationPageSize, type VariationSearch } from './variation-search.ts';
import { variationPeriod, variationWhat } from './variation-text.ts';

const sortLabels: SortLabels<VariationSort> = {
  createdAt: { label: 'Data della richiesta', asc: 'dalla più vecchia', desc: 'dalla più recente' },
  dateFrom: { label: 'Inizio del periodo', asc: 'dal più vicino', desc: 'dal più lontano' },
  state: { label: 'Stato', asc: 'da inviata a respinta', desc: 'da respinta a inviata' },
  site: { label: 'Ubicazione', asc: 'A-Z', desc: 'Z-A' },
};
const options = sortOptions(variationSorts, sortLabels);

function SiteFilter({ value, onChange }: { value?: string; onChange: (siteCode?: string) => void }) {
  const sites = useVariationSiteOptions();
  return (
    <Select
      label="Ubicazione"
      placeholder="Tutte"
      searchable
      clearable
      data={(sites.data ?? []).map((site) => ({ value: site.siteCode, label: site.siteName }))}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      nothingFoundMessage="Nessuna ubicazione trovata"
    />
  );
}

function RequestLink({ item }: { item: VariationListItem }) {
  return (
    <Anchor
      fw={600}
      renderRoot={(props) => (
        <Link {...props} to="/variations/$variationId" params={{ variationId: String(item.id) }} />
      )}
    >
      {variationWhat(item)}
    </Anchor>
  );
}

/** «Modifica» beside a request the customer may still change (sent). */
function EditLink({ item }: { item: VariationListItem }) {
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link {...props} to="/variations/$variationId/edit" params={{ variationId: String(item.id) }} />
      )}
      aria-label={`Modifica la richiesta n. ${String(item.id)}`}
    >
      Modifica
    </Anchor>
  );
}

function VariationList({ items, staff }: { items: readonly VariationListItem[]; staff: boolean }) {
  return (
    <ResponsiveTable
      label="Elenco delle richieste di variazione"
      minWidth={820}
      cards={
        <Stack gap="sm">
          {items.map((item) => (
            <Paper key={item.id} withBorder p="sm" component="article">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" align="flex-start">
                  <Text size="xs" c="dimmed">
                    N. {item.id} · inviata {formatDateTimeAfter('il', item.createdAt)}
                  </Text>
                  <VariationStateBadge state={item.state} />
                </Group>
                <RequestLink item={item} />
                <Text size="sm">
                  {staff ? `${item.customerName} – ` : ''}
                  {item.siteName}
                </Text>
                <Text size="sm">{variationPeriod(item)}</Text>
                {!staff && item.state === 1 && <EditLink item={item} />}
              </Stack>
            </Paper>
          ))}
        </Stack>
      }
    >
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>N.</Table.Th>
            <Table.Th>Richiesta</Table.Th>
            {staff && <Table.Th>Cliente</Table.Th>}
            <Table.Th>Ubicazione</Table.Th>
            <Table.Th>Periodo</Table.Th>
            <Table.Th>Inviata</Table.Th>
            <Table.Th>Stato</Table.Th>
            {!staff && <Table.Th>Azioni</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.id}</Table.Td>
              <Table.Td>
                <RequestLink item={item} />
              </Table.Td>
              {staff && <Table.Td>{item.customerName}</Table.Td>}
              <Table.Td>{item.siteName}</Table.Td>
              <Table.Td>{variationPeriod(item)}</Table.Td>
              <Table.Td>{formatDateTimeAfter('il', item.createdAt)}</Table.Td>
              <Table.Td>
                <VariationStateBadge state={item.state} />
              </Table.Td>
              {!staff && <Table.Td>{item.state === 1 && <EditLink item={item} />}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/**
 * /variations: the customer's requests; /backoffice/variations: the provider's queue across customers,
 * oldest first. Filtered, sorted and paged by the API, the choices kept in the address bar.
 */
export function VariationsPage({ staff = false }: { staff?: boolean }) {
  const profile = useCurrentProfile();
  const search = useSearch({ strict: false }) as VariationSearch;
  const navigate = useNavigate();
  const canAsk =
    !staff &&
    (profileAllows(profile, variationsAccess.rules.rooms) ||
      profileAllows(profile, variationsAccess.rules.services));
  const sortBy = search.sortBy ?? 'createdAt';
  const sortDirection = search.sortDirection ?? (staff ? 'asc' : 'desc');
  const query = {
    query: search.query,
    siteCode: search.siteCode,
    state: search.state,
    type: search.type,
    open: search.open === undefined ? undefined : search.open ? ('true' as const) : ('false' as const),
    customerCode: staff ? search.customerCode : undefined,
    sortBy,
    sortDirection,
    page: search.page ?? 1,
    pageSize: variationPageSize,
  } as const;
  const list = useVariationList(query, staff);
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const change = (next: Partial<VariationSearch>) =>
    void navigate({
      to: staff ? '/backoffice/variations' : '/variations',
      search: { ...search, ...next, page: next.page },
    });
  const filtersChosen = [search.siteCode, search.state, search.type, search.open, search.customerCode].some(
    (value) => value !== undefined,
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {staff ? 'Richieste di variazione dei clienti' : 'Richieste di variazione'}
          </Title>
          <Text c="dimmed">
            {staff
              ? 'Le richieste di tutti i clienti: prima le più vecchie. Prendile in carico, accettale o respingile.'
              : 'Le richieste di aprire, chiudere, sospendere o modificare locali e di variare i servizi.'}
          </Text>
        </div>
        {canAsk && (
          <Button component={Link} to="/variations/new" leftSection={<IconPlus size={18} aria-hidden />}>
            Nuova richiesta
          </Button>
        )}
      </Group>
      <FilterPanel
        searchPlaceholder={staff ? 'Cliente, ubicazione o note' : 'Ubicazione o note'}
        query={search.query}
        onQueryChange={(value) => change({ query: value })}
        sortOptions={options}
        sortValue={`${sortBy}:${sortDirection}`}
        onSortChange={(value) => change(parseSortOption(value, variationSorts, 'createdAt'))}
        filtersChosen={filtersChosen}
        filtered={filtersChosen || search.query !== undefined}
        onReset={() => void navigate({ to: staff ? '/backoffice/variations' : '/variations', search: {} })}
      >
        <Select
          label="Stato"
          placeholder="Tutti"
          clearable
          data={(['1', '2', '3', '4'] as const).map((value) => ({
            value,
            label: variationStateLabels[Number(value) as 1],
          }))}
          value={search.state ?? null}
          onChange={(value) => change({ state: (value as VariationSearch['state']) ?? undefined })}
        />
        <Select
          label="Tipo"
          placeholder="Tutti"
          clearable
          data={(['1', '0'] as const).map((value) => ({
            value,
            label: variationTypeLabels[Number(value) as 0],
          }))}
          value={search.type ?? null}
          onChange={(value) => change({ type: (value as VariationSearch['type']) ?? undefined })}
        />
        {staff ? (
          <CustomerPicker value={search.customerCode} onChange={(customerCode) => change({ customerCode })} />
        ) : (
          <SiteFilter value={search.siteCode} onChange={(siteCode) => change({ siteCode })} />
        )}
        <Switch
          label="Solo quelle in attesa di decisione"
          checked={search.open ?? false}
          onChange={(event) => change({ open: event.currentTarget.checked || undefined })}
          mt={{ base: 0, sm: 'xl' }}
        />
      </FilterPanel>
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento delle richieste',
          errorTitle: 'Richieste di variazione non caricate',
          emptyTitle: 'Nessuna richiesta',
          empty:
            filtersChosen || search.query
              ? 'Nessuna richiesta corrisponde ai filtri scelti.'
              : canAsk
                ? 'Non ci sono ancora richieste. Per chiederne una usa «Nuova richiesta».'
                : 'Non ci sono richieste da mostrare.',
          count: (total) => formatCount(total, 'richiesta', 'richieste'),
        }}
        errorMessage={variationErrorMessage}
        pagination={{
          pageSize: variationPageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact: !isWide,
        }}
      >
        {(items) => <VariationList items={items} staff={staff} />}
      </PagedListState>
    </Stack>
  );
}

export function StaffVariationsPage() {
  return <VariationsPage staff />;
}
