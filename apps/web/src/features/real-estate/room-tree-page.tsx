import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { romeToday } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { staleStyle } from '../../lib/drawn-answer.ts';
import { LoadError } from '../../lib/load-error.tsx';
import { useRoomTree } from './api/room-tree.ts';
import { RegistryHeader } from './components/registry-header.tsx';
import { RoomTotals } from './components/room-totals.tsx';
import { RoomTree } from './components/room-tree.tsx';
import { NoSiteNotice } from './components/no-site-notice.tsx';
import { realEstateErrorMessages } from './real-estate-errors.ts';
import { dayHeading } from './real-estate-text.ts';
import { useRegistrySite } from './use-registry-site.ts';

const route = getRouteApi('/protected/real-estate');

/**
 * /real-estate: a site's buildings > floors > rooms on a day (today by default), with the site's totals;
 * the site and the day sit in the address bar.
 */
export function RoomTreePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [today] = useState(() => romeToday());
  const date = search.date ?? today;
  const site = useRegistrySite(search.site);
  const tree = useRoomTree(site.siteCode, date);

  return (
    <Stack gap="lg">
      <RegistryHeader
        view="tree"
        siteCode={site.siteCode}
        siteName={tree.data?.siteName}
        date={date}
        onChange={(change) => void navigate({ search: (previous) => ({ ...previous, ...change }) })}
      />
      {site.failed ? (
        <LoadError title="Ubicazioni non caricate" query={site.failed}>
          {apiErrorMessage(site.failed.error, realEstateErrorMessages)}
        </LoadError>
      ) : site.noSite ? (
        <NoSiteNotice />
      ) : tree.isPending ? (
        <Center py="xl">
          <Loader aria-label="Caricamento degli edifici" />
        </Center>
      ) : tree.isError ? (
        <LoadError title="Anagrafica non caricata" query={tree}>
          {apiErrorMessage(tree.error, realEstateErrorMessages)}
        </LoadError>
      ) : (
        <Stack gap="md" style={staleStyle(tree.isPlaceholderData)}>
          <div>
            <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
              {tree.data.siteName}
            </Title>
            <Text c="dimmed">{dayHeading(tree.data.date)}</Text>
          </div>
          <RoomTotals
            totals={tree.data.totals}
            date={tree.data.date}
            today={today}
            label="Totali dell’ubicazione"
          />
          <RoomTree
            key={`${tree.data.siteCode}`}
            tree={tree.data}
            siteCode={tree.data.siteCode}
            date={tree.data.date}
            isToday={tree.data.date === today}
          />
        </Stack>
      )}
    </Stack>
  );
}
