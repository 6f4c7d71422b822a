import { Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { romeToday } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { PagedListState } from '../../lib/paged-list-state.tsx';
import { useRoomCatalogue } from './api/room-catalogue.ts';
import { useRoomList } from './api/room-list.ts';
import { useRoomTree } from './api/room-tree.ts';
import { ExportRoomsButton } from './components/export-rooms-button.tsx';
import { FilteredTotals } from './components/filtered-totals.tsx';
import { NoSiteNotice } from './components/no-site-notice.tsx';
import { RegistryHeader } from './components/registry-header.tsx';
import { RoomFilters } from './components/room-filters.tsx';
import { RoomTable } from './components/room-table.tsx';
import { realEstateErrorMessages } from './real-estate-errors.ts';
import { roomPageSize, type RoomListSearch } from './real-estate-search.ts';
import { dayHeading, onDayText, roomsText } from './real-estate-text.ts';
import { hasRoomFilters, toRoomFilter, toRoomListQuery } from './room-list-query.ts';
import { useRegistrySite } from './use-registry-site.ts';
import { RequestVariationButton } from './request-variation-button.tsx';

const route = getRouteApi('/protected/real-estate-flat');

/**
 * /real-estate-flat: a site's rooms on a day as one table, searched, filtered (building, floor,
 * category, frequency, open or not on the day), sorted and paged by the API, with the totals of the
 * rooms found and their export; everything sits in the address bar.
 */
export function RoomListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [today] = useState(() => romeToday());
  const date = search.date ?? today;
  const dayText = onDayText(date, today);
  const site = useRegistrySite(search.site);
  const tree = useRoomTree(site.siteCode, date);
  const catalogue = useRoomCatalogue();
  const list = useRoomList(site.siteCode, toRoomListQuery(search, date));
  const filtered = hasRoomFilters(search);

  /** A new site, day, filter or order starts again from the first page; another site, with no filter. */
  const changeSearch = (change: Partial<RoomListSearch>) =>
    void navigate({
      search: (previous) =>
        change.site && change.site !== previous.site
          ? { site: change.site, date: previous.date }
          : { ...previous, ...change, page: undefined },
      replace: !('site' in change || 'date' in change),
    });

  return (
    <Stack gap="lg">
      <RegistryHeader
        view="list"
        siteCode={site.siteCode}
        siteName={list.data?.siteName ?? tree.data?.siteName}
        date={date}
        onChange={changeSearch}
      />
      {site.failed ? (
        <LoadError title="Ubicazioni non caricate" query={site.failed}>
          {apiErrorMessage(site.failed.error, realEstateErrorMessages)}
        </LoadError>
      ) : site.noSite || !site.siteCode ? (
        !site.pending && <NoSiteNotice />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <div>
              {list.data && (
                <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
                  {list.data.siteName}
                </Title>
              )}
              <Text c="dimmed">{dayHeading(date)}</Text>
            </div>
            <Group gap="sm">
              <RequestVariationButton siteCode={site.siteCode} />
              <ExportRoomsButton
                request={{ siteCode: site.siteCode, query: toRoomFilter(search, date) }}
                disabled={!list.data || list.data.total === 0}
              />
            </Group>
          </Group>
          <RoomFilters
            search={search}
            tree={tree.data}
            catalogue={catalogue.data}
            dayText={dayText}
            onChange={changeSearch}
            onReset={() => void navigate({ search: { site: search.site, date: search.date } })}
          />
          {list.data && <FilteredTotals totals={list.data.totals} dayText={dayText} />}
          <PagedListState
            list={list}
            labels={{
              loading: 'Caricamento dei locali',
              errorTitle: 'Locali non caricati',
              emptyTitle: 'Nessun locale',
              empty: filtered
                ? 'Nessun locale corrisponde ai filtri scelti.'
                : `Nessun locale registrato per questa ubicazione ${dayText === 'oggi' ? 'oggi' : 'in quel giorno'}.`,
              count: (total) => `${roomsText(total)} ${total === 1 ? 'trovato' : 'trovati'}`,
            }}
            errorMessage={(error) => apiErrorMessage(error, realEstateErrorMessages)}
            pagination={{
              pageSize: roomPageSize,
              page: search.page ?? 1,
              onChange: (page) =>
                void navigate({
                  search: (previous) => ({ ...previous, page: page === 1 ? undefined : page }),
                }),
              compact: !isWide,
            }}
          >
            {(rooms) => <RoomTable rooms={rooms} date={date} isToday={date === today} />}
          </PagedListState>
        </Stack>
      )}
    </Stack>
  );
}
