import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { sitesAccess } from '@portale/shared';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { profileAllows } from '../../lib/profile-access.ts';
import { greetingFor } from './greeting.ts';
import { JobOrdersWidget } from './widgets/job-orders-widget.tsx';
import { LastServedSitesWidget } from './widgets/last-served-sites-widget.tsx';
import { SiteStatusWidget } from './widgets/site-status-widget.tsx';
import { todayInItaly } from './widgets/days-until.ts';

/**
 * What a facility manager checks each morning (PRODUCT.md): each widget reads one real endpoint and is
 * shown only to users allowed to call it. Areas add their widgets here as they are built.
 */
export function DashboardPage() {
  const currentProfile = useCurrentProfile();
  const { firstName, profile, roles } = currentProfile;
  const router = useRouter();
  const [now] = useState(() => new Date());
  const greeting = greetingFor(now);
  const today = todayInItaly(now);
  const isCustomer = roles.includes('customer');
  const seesSites = profileAllows(currentProfile, sitesAccess.rules.list);
  const hasRoute = (path: string) => path in router.routesByPath;
  const openStatus = hasRoute('/sites')
    ? (status: string) => void router.navigate({ href: `/sites?status=${encodeURIComponent(status)}` })
    : undefined;
  const openSite = hasRoute('/sites/detail/$siteCode')
    ? (siteCode: string) => void router.navigate({ href: `/sites/detail/${encodeURIComponent(siteCode)}` })
    : undefined;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {greeting}, {firstName}
        </Title>
        <Text c="dimmed" size="lg">
          {profile.companyName}
        </Text>
      </Stack>
      {isCustomer && (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
          {seesSites && <SiteStatusWidget onOpenStatus={openStatus} />}
          {seesSites && <LastServedSitesWidget onOpenSite={openSite} />}
          <JobOrdersWidget today={today} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
