import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { sitesAccess } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { profileAllows } from '../../lib/profile-access.ts';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { useSitesForPublishing } from './api/sites-for-publishing.ts';
import { PublishActions } from './components/publish-actions.tsx';
import { PublishingFilters } from './components/publishing-filters.tsx';
import { PublishingList, type PublishingSelection } from './components/publishing-list.tsx';
import { PublishingWarningsLegend } from './components/publishing-warnings.tsx';
import { toSitesForPublishingQuery } from './publishing-list-query.ts';
import { publishingPageSize, type PublishingSearch } from './publishing-search.ts';
import { siteEditorErrorMessage } from './site-editor-errors.ts';
import { formatCount } from '../../lib/italian-numbers.ts';

const route = getRouteApi('/protected/backoffice/sites');

const countLabel = (total: number) => formatCount(total, 'ubicazione', 'ubicazioni');

/** What the page is for, by what the user may change: publishing and the site (4), its services (12). */
function introText(publishes: boolean, editsServices: boolean) {
  if (!publishes) return 'Cerca un’ubicazione e aprila per gestirne i servizi.';
  const edits = editsServices ? 'date, canone, servizi e foto' : 'date, canone e foto';
  return `Scegli quali ubicazioni vedono i clienti. Apri un’ubicazione per modificarne ${edits}.`;
}

/**
 * Back office (/backoffice/sites, permission 4 or 12): every site with its publication and warnings,
 * searched, filtered, sorted and paged by the API. Staff with permission 4 select sites and publish or
 * withdraw them together; with 12 only, they open a site to manage its services.
 */
export function PublishingPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const profile = useCurrentProfile();
  const publishes = profileAllows(profile, sitesAccess.rules.publishing);
  const editsServices = profileAllows(profile, sitesAccess.rules.services);
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

  const pageCodes = (sites.data?.data ?? []).map((site) => site.siteCode);
  const selection: PublishingSelection | null = publishes
    ? {
        selected,
        onToggle: (code, checked) => toggle([code], checked),
        onToggleAll: (checked) => toggle(pageCodes, checked),
      }
    : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Pubblicazione ubicazioni
        </Title>
        <Text c="dimmed">{introText(publishes, editsServices)}</Text>
      </div>
      <PublishingFilters search={search} onChange={changeSearch} compact={!isWide} />
      {/* On a phone the first site comes first: the legend follows the list, the actions a selection. */}
      {isWide && <PublishingWarningsLegend />}
      {publishes && isWide && (
        <PublishActions selected={[...selected]} onDone={() => setSelected(new Set())} />
      )}
      <PagedListState
        list={sites}
        labels={{
          loading: 'Caricamento delle ubicazioni',
          errorTitle: 'Ubicazioni non caricate',
          emptyTitle: 'Nessuna ubicazione trovata',
          empty: 'Nessuna ubicazione corrisponde alla ricerca: prova con meno parole o togli un filtro.',
          count: countLabel,
        }}
        errorMessage={siteEditorErrorMessage}
        pagination={{
          pageSize: publishingPageSize,
          page: search.page ?? 1,
          onChange: changePage,
          compact: !isWide,
        }}
      >
        {(rows) => <PublishingList sites={rows} selection={selection} />}
      </PagedListState>
      {publishes && !isWide && selected.size > 0 && (
        <PublishActions selected={[...selected]} onDone={() => setSelected(new Set())} stickTo="bottom" />
      )}
      {!isWide && <PublishingWarningsLegend />}
    </Stack>
  );
}
