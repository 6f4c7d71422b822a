import { Center, Loader, Stack, Tabs } from '@mantine/core';
import { IconAddressBook, IconCoin, IconFileText, IconInfoCircle } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { useSiteDetail } from '../../lib/api/site-detail.ts';
import { SiteContactsTab } from './detail/site-contacts-tab.tsx';
import { SiteDetailError } from './detail/site-detail-error.tsx';
import { SiteDetailHeader } from './detail/site-detail-header.tsx';
import { openableTabs } from './detail/openable-tabs.ts';
import type { SiteDetailTab } from './detail/site-detail-search.ts';
import { SiteDocumentsTab } from './detail/site-documents-tab.tsx';
import { SiteFeesTab } from './detail/site-fees-tab.tsx';
import { SiteOverviewTab } from './detail/site-overview-tab.tsx';

const route = getRouteApi('/protected/sites/detail/$siteCode');

/** One site (/sites/detail/{siteCode}): its data and map, services and fees, contacts and documents. */
export function SiteDetailPage() {
  const { siteCode } = route.useParams();
  const { tab: requestedTab = 'overview' } = route.useSearch();
  const navigate = route.useNavigate();
  const site = useSiteDetail(siteCode);
  const tabs = openableTabs(useCurrentProfile());
  const tab = tabs.has(requestedTab) ? requestedTab : 'overview';

  if (site.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento dell’ubicazione" />
      </Center>
    );
  }
  if (site.isError) return <SiteDetailError error={site.error} />;

  const openTab = (value: string | null) =>
    void navigate({
      search: { tab: value === 'overview' ? undefined : (value as SiteDetailTab) },
      replace: true,
    });

  return (
    <Stack gap="lg">
      <SiteDetailHeader site={site.data} />
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview" leftSection={<IconInfoCircle size={16} aria-hidden />}>
            Panoramica
          </Tabs.Tab>
          <Tabs.Tab value="services" leftSection={<IconCoin size={16} aria-hidden />}>
            Servizi e canoni
          </Tabs.Tab>
          {tabs.has('contacts') && (
            <Tabs.Tab value="contacts" leftSection={<IconAddressBook size={16} aria-hidden />}>
              Contatti
            </Tabs.Tab>
          )}
          {tabs.has('documents') && (
            <Tabs.Tab value="documents" leftSection={<IconFileText size={16} aria-hidden />}>
              Documenti
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="lg">
          <SiteOverviewTab site={site.data} />
        </Tabs.Panel>
        <Tabs.Panel value="services" pt="lg">
          <SiteFeesTab site={site.data} />
        </Tabs.Panel>
        {tabs.has('contacts') && (
          <Tabs.Panel value="contacts" pt="lg">
            <SiteContactsTab siteCode={siteCode} />
          </Tabs.Panel>
        )}
        {tabs.has('documents') && (
          <Tabs.Panel value="documents" pt="lg">
            <SiteDocumentsTab siteCode={siteCode} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
