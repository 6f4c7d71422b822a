import { Anchor, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  qualityAccess,
  qualityControlSorts,
  type QualityControlListItem,
  type QualityControlSort,
} from '@portale/shared';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { customerSiteOptionsQuery } from '../../lib/api/customer-site-options.ts';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { profileAllows } from '../../lib/profile-access.ts';
import { staffSitePickerQuery } from '../../lib/api/staff-site-options.ts';
import { DateField } from '../../lib/date-field.tsx';
import { FilterPanel } from '../../lib/filter-panel.tsx';
import { formatDate } from '../../lib/format.ts';
import { formatCount, formatThousandths } from '../../lib/italian-numbers.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { ResponsiveTable } from '../../lib/responsive-table.tsx';
import { SitePicker } from '../../lib/site-picker.tsx';
import { parseSortOption, sortOptions, type SortLabels } from '../../lib/sort-options.ts';
import { useQualityControlList } from './api/quality-api.ts';
import { OutcomeBadge } from './outcome-badge.tsx';
import { qualityErrorMessage } from './quality-errors.ts';
import { StartControlForm } from './start-control-form.tsx';
import { qualityControlPageSize, type QualityControlSearch } from './quality-search.ts';
import { kindLabels } from './quality-words.ts';

const sortLabels: SortLabels<QualityControlSort> = {
  controlDate: { label: 'Data del controllo', asc: 'dal più vecchio', desc: 'dal più recente' },
  score: { label: 'Punteggio', asc: 'dal più basso', desc: 'dal più alto' },
  siteName: { label: 'Ubicazione', asc: 'A-Z', desc: 'Z-A' },
};
const options = sortOptions(qualityControlSorts, sortLabels);

function ControlLink({ item, staff }: { item: QualityControlListItem; staff: boolean }) {
  return (
    <Anchor
      fw={600}
      renderRoot={(props) => (
        <Link
          {...props}
          to={staff ? '/backoffice/quality/$controlId' : '/quality/controls/$controlId'}
          params={{ controlId: String(item.id) }}
        />
      )}
    >
      Controllo del {formatDate(item.controlDate)}
    </Anchor>
  );
}

const score = (item: QualityControlListItem) =>
  item.scoreThousandths === null ? '—' : formatThousandths(item.scoreThousandths);

function ControlList({ items, staff }: { items: readonly QualityControlListItem[]; staff: boolean }) {
  return (
    <ResponsiveTable
      label="Elenco dei controlli di qualità"
      minWidth={760}
      cards={
        <Stack gap="sm">
          {items.map((item) => (
            <Paper key={item.id} withBorder p="sm" component="article">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" align="flex-start">
                  <ControlLink item={item} staff={staff} />
                  <OutcomeBadge compliant={item.compliant} />
                </Group>
                <Text size="sm">
                  {staff ? `${item.customerName} – ` : ''}
                  {item.siteName}
                </Text>
                <Text size="sm" c="dimmed">
                  {kindLabels[item.kind]} · {formatCount(item.sampleSize, 'vano', 'vani')} · punteggio{' '}
                  {score(item)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      }
    >
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Controllo</Table.Th>
            {staff && <Table.Th>Cliente</Table.Th>}
            <Table.Th>Ubicazione</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Vani</Table.Th>
            <Table.Th>Punteggio</Table.Th>
            <Table.Th>Esito</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <ControlLink item={item} staff={staff} />
              </Table.Td>
              {staff && <Table.Td>{item.customerName}</Table.Td>}
              <Table.Td>{item.siteName}</Table.Td>
              <Table.Td>{kindLabels[item.kind]}</Table.Td>
              <Table.Td>{item.sampleSize}</Table.Td>
              <Table.Td>{score(item)}</Table.Td>
              <Table.Td>
                <OutcomeBadge compliant={item.compliant} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}

/**
 * /quality/controls: the controls of the sites the user sees, latest first, with their score and
 * outcome; /backoffice/quality: every customer's, where staff start a new one. Filtered by site, outcome
 * and period, sorted and paged by the API, the choices kept in the address bar.
 */
export function QualityControlsPage({ staff = false }: { staff?: boolean }) {
  const listPath = staff ? '/backoffice/quality' : '/quality/controls';
  const search = useSearch({ strict: false }) as QualityControlSearch;
  const navigate = useNavigate();
  const sortBy = search.sortBy ?? 'controlDate';
  const sortDirection = search.sortDirection ?? 'desc';
  const list = useQualityControlList({
    query: search.query,
    siteCode: search.siteCode,
    outcome: search.outcome,
    from: search.from,
    to: search.to,
    sortBy,
    sortDirection,
    page: search.page ?? 1,
    pageSize: qualityControlPageSize,
  });
  const profile = useCurrentProfile();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const change = (next: Partial<QualityControlSearch>) =>
    void navigate({ to: listPath, search: { ...search, ...next, page: next.page } });
  const filtersChosen = [search.siteCode, search.outcome, search.from, search.to].some(
    (value) => value !== undefined,
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {staff ? 'Controlli qualità dei clienti' : 'Controlli di qualità'}
        </Title>
        <Text c="dimmed">
          {staff
            ? 'I controlli di tutti i clienti. Per iniziarne uno scegli l’ubicazione e il giorno: i vani da ispezionare vengono estratti a sorte.'
            : 'Le ispezioni delle tue ubicazioni: i vani estratti a sorte, i voti e il calcolo dell’esito, che puoi rifare a mano dalla pagina di ogni controllo.'}
        </Text>
      </div>
      {staff && <StartControlForm />}
      {!staff && profileAllows(profile, qualityAccess.rules.requestControl) && (
        <div>
          <Button variant="light" renderRoot={(props) => <Link {...props} to="/quality/request-control" />}>
            Richiedi un controllo in contraddittorio
          </Button>
        </div>
      )}
      <FilterPanel
        searchPlaceholder="Ubicazione o codice"
        query={search.query}
        onQueryChange={(query) => change({ query })}
        sortOptions={options}
        sortValue={`${sortBy}:${sortDirection}`}
        onSortChange={(value) => change(parseSortOption(value, qualityControlSorts, 'controlDate'))}
        filtersChosen={filtersChosen}
        filtered={filtersChosen || search.query !== undefined}
        onReset={() => void navigate({ to: listPath, search: {} })}
      >
        <SitePicker
          siteCode={search.siteCode}
          onChange={(siteCode) => change({ siteCode })}
          query={staff ? staffSitePickerQuery : customerSiteOptionsQuery}
          clearable
          placeholder="Tutte le ubicazioni"
        />
        <Select
          label="Esito"
          placeholder="Tutti"
          clearable
          data={[
            { value: 'compliant', label: 'Conforme' },
            { value: 'nonCompliant', label: 'Non conforme' },
          ]}
          value={search.outcome ?? null}
          onChange={(value) => change({ outcome: (value as QualityControlSearch['outcome']) ?? undefined })}
        />
        <DateField
          label="Dal"
          value={search.from ?? ''}
          onChange={(from) => change({ from: from || undefined })}
        />
        <DateField label="Al" value={search.to ?? ''} onChange={(to) => change({ to: to || undefined })} />
      </FilterPanel>
      <PagedListState
        list={list}
        labels={{
          loading: 'Caricamento dei controlli',
          errorTitle: 'Controlli di qualità non caricati',
          emptyTitle: 'Nessun controllo',
          empty:
            filtersChosen || search.query
              ? 'Nessun controllo corrisponde ai filtri scelti.'
              : 'Non ci sono ancora controlli sulle tue ubicazioni.',
          count: (total) => formatCount(total, 'controllo', 'controlli'),
        }}
        errorMessage={qualityErrorMessage}
        pagination={{
          pageSize: qualityControlPageSize,
          page: search.page ?? 1,
          onChange: (page) => change({ page }),
          compact: !isWide,
        }}
      >
        {(items) => <ControlList items={items} staff={staff} />}
      </PagedListState>
    </Stack>
  );
}

export function StaffQualityControlsPage() {
  return <QualityControlsPage staff />;
}
