import { Alert, Box, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ListPagination } from '../../lib/list-pagination.tsx';
import { useSitesForPublishing } from './api/sites-for-publishing.ts';
import { PublishActions } from './components/publish-actions.tsx';
import { PublishingFilters } from './components/publishing-filters.tsx';
import { PublishingList } from './components/publishing-list.tsx';
import { PublishingWarningsLegend } from './components/publishing-warnings.tsx';
import { publishingPageSize, toSitesForPublishingQuery, type PublishingSearch } from './publishing-search.ts';
import { siteEditorErrorMessage } from './site-editor-errors.ts';

const route = getRouteApi('/protected/backoffice/sites');

const countLabel = (total: number) => (total === 1 ? '1 ubicazione' : `${total} ubicazioni`);

/**
 * Back office (/backoffice/sites, permission 4): every site with its publication and warnings, searched,
 * filtered and paged by the API; the selected sites are published or withdrawn together.
 */
export function PublishingPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const query = toSitesForPublishingQuery(search);
  const sites = useSitesForPublishing(query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const changeSearch = (change: Partial<PublishingSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true });
  const changePage = (page: number) =>
    void navigate({ search: (previous) => ({ ...previous, page: page === 1 ? undefined : page }) });
  const toggle = (codes: readonly string[], checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const code of codes) {
        if (checked) next.add(code);
        else next.delete(code);
      }
      return next;
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Pubblicazione ubicazioni
        </Title>
        <Text c="dimmed">
          Scegli quali ubicazioni vedono i clienti. Apri un’ubicazione per sistemarne date, canone, servizi e
          foto.
        </Text>
      </div>
      <PublishingFilters search={search} onChange={changeSearch} />
      <PublishingWarningsLegend />
      <PublishActions selected={[...selected]} onDone={() => setSelected(new Set())} />
      {sites.isPending ? (
        <Center py="xl">
          <Loader aria-label="Caricamento delle ubicazioni" />
        </Center>
      ) : sites.isError ? (
        <Alert color="red" variant="light" role="alert" title="Ubicazioni non caricate">
          {siteEditorErrorMessage(sites.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {countLabel(sites.data.total)}
          </Text>
          {sites.data.data.length === 0 ? (
            <Alert color="gray" variant="light" title="Nessuna ubicazione trovata">
              Nessuna ubicazione corrisponde alla ricerca: prova con meno parole o togli un filtro.
            </Alert>
          ) : (
            <Box style={{ opacity: sites.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
              <PublishingList
                sites={sites.data.data}
                selected={selected}
                onToggle={(code, checked) => toggle([code], checked)}
                onToggleAll={(checked) =>
                  toggle(
                    sites.data.data.map((site) => site.siteCode),
                    checked,
                  )
                }
                asCards={!isWide}
              />
            </Box>
          )}
          <ListPagination
            total={sites.data.total}
            pageSize={publishingPageSize}
            page={search.page ?? 1}
            onChange={changePage}
            compact={!isWide}
          />
        </Stack>
      )}
    </Stack>
  );
}
