import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MySiteListResult } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { useMyJobOrders } from '../../lib/api/my-job-orders.ts';
import { useMySites } from '../../lib/api/my-sites.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { ListPagination } from '../../lib/list-pagination.tsx';
import { staleStyle, useDrawnAnswer } from '../../lib/drawn-answer.ts';
import { ExportSitesButton } from './components/export-sites-button.tsx';
import { JobOrdersSection } from './components/job-orders-section.tsx';
import { LazySitesMap } from '../../lib/sites-map/lazy-sites-map.tsx';
import { SiteListFilters } from './components/site-list-filters.tsx';
import { SiteTable } from './components/site-table.tsx';
import { hasSiteFilters, toMySiteListQuery, toSiteFilter } from './site-list-query.ts';
import {
  siteListPageSize,
  siteMapPageSize,
  type SiteListSearch,
  type SiteListView,
} from './site-list-search.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { formatCount } from '../../lib/italian-numbers.ts';
import { formatNumber } from '../../lib/italian-numbers.ts';

const route = getRouteApi('/protected/sites');

const sitesLabel = (count: number) => formatCount(count, 'ubicazione', 'ubicazioni');

const viewOptions = [
  { value: 'list', label: 'Elenco' },
  { value: 'map', label: 'Mappa' },
];

/** The customer's sites (/sites): searched, filtered, sorted and paged by the API, as a list or a map. */
export function SitesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const view: SiteListView = search.view ?? 'list';
  const query = toMySiteListQuery(search, view);
  const sites = useMySites(query);
  const { answer: page, stale } = useDrawnAnswer(sites);
  const jobOrders = useMyJobOrders();

  /** A new filter or order starts again from the first page. */
  const changeSearch = (change: Partial<SiteListSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true });
  const changePage = (page: number) =>
    void navigate({ search: (previous) => ({ ...previous, page: page === 1 ? undefined : page }) });
  const changeView = (next: string) =>
    void navigate({ search: (previous) => ({ ...previous, view: next === 'map' ? 'map' : undefined }) });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Ubicazioni
          </Title>
          <SiteCounts result={sites.data} />
        </div>
        <Group gap="sm">
          <SegmentedControl
            aria-label="Visualizzazione"
            data={viewOptions}
            value={view}
            onChange={changeView}
          />
          <ExportSitesButton filter={toSiteFilter(search)} disabled={!sites.data || sites.data.total === 0} />
        </Group>
      </Group>

      <SiteListFilters search={search} onChange={changeSearch} jobOrders={jobOrders.data ?? []} />

      {sites.isError ? (
        <LoadError title="Ubicazioni non caricate" query={sites}>
          {apiErrorMessage(sites.error, { 403: 'Non hai il permesso di consultare le ubicazioni.' })}
        </LoadError>
      ) : page === undefined ? (
        <Center py="xl">
          <Loader aria-label="Caricamento delle ubicazioni" />
        </Center>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {sitesLabel(page.total)} {page.total === 1 ? 'trovata' : 'trovate'}
              {view === 'map' && page.total > siteMapPageSize
                ? `: la mappa mostra le prime ${siteMapPageSize}`
                : ''}
            </Text>
            {hasSiteFilters(search) && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => changeSearch({ query: undefined, status: undefined, jobTaskId: undefined })}
              >
                Azzera i filtri
              </Button>
            )}
          </Group>
          {page.data.length === 0 ? (
            <Alert color="gray" variant="light" title="Nessuna ubicazione trovata">
              Nessuna ubicazione corrisponde alla ricerca: prova con meno parole o togli un filtro.
            </Alert>
          ) : view === 'map' ? (
            <LazySitesMap
              sites={page.data}
              label="Mappa delle ubicazioni"
              height={520}
              linkToDetail
              withLegend
            />
          ) : (
            <Box style={staleStyle(stale)}>
              <SiteTable sites={page.data} search={search} />
            </Box>
          )}
          {view === 'list' && (
            <ListPagination
              total={page.total}
              pageSize={siteListPageSize}
              page={query.page}
              onChange={changePage}
              compact={!isWide}
            />
          )}
        </Stack>
      )}

      {/* Under the list once it is drawn: shown before it, the list would push it down as it arrives. */}
      {(page !== undefined || sites.isError) && (
        <JobOrdersSection
          jobOrders={jobOrders.data ?? []}
          selectedJobTaskId={search.jobTaskId}
          onSelect={(jobTaskId) => {
            changeSearch({ jobTaskId });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </Stack>
  );
}

/** How many sites the user sees, of all those of their company (the others are not published yet). */
function SiteCounts({ result }: { result: MySiteListResult | undefined }) {
  if (!result) return null;
  const { publishedSitesNumber, sitesNumber } = result;
  return (
    <Text c="dimmed">
      {publishedSitesNumber === sitesNumber
        ? `${sitesLabel(sitesNumber)} della tua azienda`
        : `${sitesLabel(publishedSitesNumber)} consultabili su ${formatNumber(sitesNumber)} della tua azienda: ` +
          'le altre sono in preparazione'}
    </Text>
  );
}
