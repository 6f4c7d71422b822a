import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  billingAccess,
  documentsAccess,
  realEstateAccess,
  romeToday,
  sitesAccess,
  ticketsAccess,
  usersAccess,
} from '@portale/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { menuEntries } from '../../app/shell/menu-entries.ts';
import { myJobOrdersQueryOptions } from '../../lib/api/my-job-orders.ts';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { menuViewerOf, profileAllows } from '../../lib/profile-access.ts';
import { AccessGuideCard } from './access-guide-card.tsx';
import { billingSummaryQueryOptions } from './api/billing-summary.ts';
import { documentsSummaryQueryOptions } from './api/documents-summary.ts';
import { realEstateSummaryQueryOptions } from './api/real-estate-summary.ts';
import { lastServedSitesQueryOptions } from './api/last-served-sites.ts';
import { siteStatusCountsQueryOptions } from './api/site-status-counts.ts';
import {
  awaitingActivationSummaryQueryOptions,
  publishingWarningSummaryQueryOptions,
  recentRoomImportsQueryOptions,
  staffTicketSummaryQueryOptions,
} from './api/staff-summaries.ts';
import { ticketSummaryQueryOptions } from './api/ticket-summary.ts';
import { pagesWithContent } from './access-guide.ts';
import { greetingFor } from './greeting.ts';
import { DocumentsWidget } from './widgets/documents-widget.tsx';
import { BillingSummaryWidget } from './widgets/billing-summary-widget.tsx';
import { JobOrdersWidget } from './widgets/job-orders-widget.tsx';
import { LastServedSitesWidget } from './widgets/last-served-sites-widget.tsx';
import { RealEstateWidget } from './widgets/real-estate-widget.tsx';
import { RoomImportsCard } from './widgets/room-imports-card.tsx';
import { SiteStatusWidget } from './widgets/site-status-widget.tsx';
import { SettledGrid } from './widgets/settled-grid.tsx';
import { SitesMapWidget } from './widgets/sites-map-widget.tsx';
import { AwaitingActivationCard, DueTicketsCard, PublishingWarningsCard } from './widgets/staff-cards.tsx';
import { TicketSummaryWidget } from './widgets/ticket-summary-widget.tsx';

/**
 * What a facility manager checks each morning (PRODUCT.md), and for staff what is theirs to handle now:
 * each widget reads one real endpoint and is shown only to users allowed to call it. A user whose roles
 * open no page besides this one is told what they can do and whom to ask.
 */
export function DashboardPage() {
  const currentProfile = useCurrentProfile();
  const { firstName, profile, roles } = currentProfile;
  const router = useRouter();
  const [now] = useState(() => new Date());
  const greeting = greetingFor(now);
  const today = romeToday(now);
  const isCustomer = roles.includes('customer');
  const allowed = (rule: Parameters<typeof profileAllows>[1]) => profileAllows(currentProfile, rule);
  const seesSites = allowed(sitesAccess.rules.list);
  const viewer = menuViewerOf(currentProfile);
  const opensNoPage = pagesWithContent(menuEntries, viewer).length === 0;
  const hasRoute = (path: string) => path in router.routesByPath;
  const openStatus = hasRoute('/sites')
    ? (status: string) => void router.navigate({ href: `/sites?status=${encodeURIComponent(status)}` })
    : undefined;
  const openSite = hasRoute('/sites/detail/$siteCode')
    ? (siteCode: string) => void router.navigate({ href: `/sites/detail/${encodeURIComponent(siteCode)}` })
    : undefined;
  const seesTickets = allowed(ticketsAccess.rules.read);
  const seesBilling = allowed(billingAccess.rules.list);
  const seesDocuments = isCustomer && allowed(documentsAccess.rules.list);
  const seesRooms = isCustomer && allowed(realEstateAccess.rules.list);
  const customerQueries = [
    ...(seesTickets ? [ticketSummaryQueryOptions] : []),
    ...(seesDocuments ? [documentsSummaryQueryOptions] : []),
    ...(seesBilling ? [billingSummaryQueryOptions] : []),
    ...(seesSites ? [siteStatusCountsQueryOptions, lastServedSitesQueryOptions] : []),
    ...(seesRooms ? [realEstateSummaryQueryOptions] : []),
    myJobOrdersQueryOptions,
  ];
  const staffParts = [
    seesTickets && { card: <DueTicketsCard key="tickets" />, query: staffTicketSummaryQueryOptions },
    allowed(sitesAccess.rules.publishing) && {
      card: <PublishingWarningsCard key="publishing" />,
      query: publishingWarningSummaryQueryOptions,
    },
    allowed(realEstateAccess.rules.import) && {
      card: <RoomImportsCard key="room-imports" />,
      query: recentRoomImportsQueryOptions,
    },
    allowed(usersAccess.rules.administration) && {
      card: <AwaitingActivationCard key="users" />,
      query: awaitingActivationSummaryQueryOptions,
    },
  ].filter((part) => part !== false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {greeting}, {firstName}
          </Title>
          <Text c="dimmed" size="lg">
            {profile.companyName}
          </Text>
        </Stack>
        {isCustomer && allowed(ticketsAccess.rules.open) && (
          <Button
            component={Link}
            to="/transmissions/tickets/new"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Nuova segnalazione
          </Button>
        )}
      </Group>
      {opensNoPage && <AccessGuideCard entries={menuEntries} viewer={viewer} />}
      {isCustomer && (
        <SettledGrid queries={customerQueries} label="il riepilogo" below={seesSites && <SitesMapWidget />}>
          {seesTickets && <TicketSummaryWidget />}
          {seesDocuments && <DocumentsWidget />}
          {seesBilling && <BillingSummaryWidget />}
          {seesSites && <SiteStatusWidget onOpenStatus={openStatus} />}
          {seesSites && <LastServedSitesWidget onOpenSite={openSite} />}
          {seesRooms && <RealEstateWidget />}
          <JobOrdersWidget today={today} />
        </SettledGrid>
      )}
      {!isCustomer && staffParts.length > 0 && (
        <SettledGrid queries={staffParts.map((part) => part.query)} label="le attività da gestire">
          {staffParts.map((part) => part.card)}
        </SettledGrid>
      )}
    </Stack>
  );
}
