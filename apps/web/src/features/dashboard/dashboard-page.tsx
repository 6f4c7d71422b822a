import { VariationsCard } from './widgets/variations-card.tsx';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { romeToday, ticketsAccess } from '@portale/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { useMenuRegistry } from '../../lib/menu-registry.tsx';
import { menuViewerOf, profileAllows } from '../../lib/profile-access.ts';
import { AccessGuideCard } from './access-guide-card.tsx';
import { pagesWithContent } from './access-guide.ts';
import { dashboardWidgets, type DashboardWidgetId } from './dashboard-widgets.ts';
import { greetingFor } from './greeting.ts';
import { DocumentsWidget } from './widgets/documents-widget.tsx';
import { BillingSummaryWidget } from './widgets/billing-summary-widget.tsx';
import { EconomicsWidget } from './widgets/economics-widget.tsx';
import { EquipmentCard } from './widgets/equipment-card.tsx';
import { JobOrdersWidget } from './widgets/job-orders-widget.tsx';
import { KioskIndexCard } from './widgets/kiosk-index-card.tsx';
import { NewsCard } from './widgets/news-card.tsx';
import { LastServedSitesWidget } from './widgets/last-served-sites-widget.tsx';
import { RealEstateWidget } from './widgets/real-estate-widget.tsx';
import { RoomImportsCard } from './widgets/room-imports-card.tsx';
import { SiteStatusWidget } from './widgets/site-status-widget.tsx';
import { SettledGrid } from './widgets/settled-grid.tsx';
import { SitesMapWidget } from './widgets/sites-map-widget.tsx';
import {
  AwaitingActivationCard,
  CustomersToStartCard,
  DueTicketsCard,
  PublishingWarningsCard,
} from './widgets/staff-cards.tsx';
import { QualityTrendCard } from './widgets/quality-trend-card.tsx';
import { PersonnelCard } from './widgets/personnel-card.tsx';
import { PlanCard } from './widgets/plan-card.tsx';
import { SyncRunsCard } from './widgets/sync-runs-card.tsx';
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
  const menuEntries = useMenuRegistry();
  const [now] = useState(() => new Date());
  const greeting = greetingFor(now);
  const today = romeToday(now);
  const isCustomer = roles.includes('customer');
  const viewer = menuViewerOf(currentProfile);
  const opensNoPage = pagesWithContent(menuEntries, viewer).length === 0;
  const hasRoute = (path: string) => path in router.routesByPath;
  const openStatus = hasRoute('/sites')
    ? (status: string) => void router.navigate({ href: `/sites?status=${encodeURIComponent(status)}` })
    : undefined;
  const openSite = hasRoute('/sites/detail/$siteCode')
    ? (siteCode: string) => void router.navigate({ href: `/sites/detail/${encodeURIComponent(siteCode)}` })
    : undefined;
  const widgets = dashboardWidgets(currentProfile);
  const seesSites = widgets.some((widget) => widget.id === 'siteStatus');
  const widgetElements: Record<DashboardWidgetId, ReactNode> = {
    tickets: <TicketSummaryWidget key="tickets" />,
    documents: <DocumentsWidget key="documents" />,
    billing: <BillingSummaryWidget key="billing" />,
    economics: <EconomicsWidget key="economics" />,
    siteStatus: <SiteStatusWidget key="siteStatus" onOpenStatus={openStatus} />,
    lastServedSites: <LastServedSitesWidget key="lastServedSites" onOpenSite={openSite} />,
    rooms: <RealEstateWidget key="rooms" />,
    jobOrders: <JobOrdersWidget key="jobOrders" today={today} />,
    dueTickets: <DueTicketsCard key="dueTickets" />,
    publishingWarnings: <PublishingWarningsCard key="publishingWarnings" />,
    roomImports: <RoomImportsCard key="roomImports" />,
    awaitingActivation: <AwaitingActivationCard key="awaitingActivation" />,
    customersToStart: <CustomersToStartCard key="customersToStart" />,
    variations: <VariationsCard key="variations" staff={false} />,
    variationsQueue: <VariationsCard key="variationsQueue" staff />,
    qualityTrend: <QualityTrendCard key="qualityTrend" />,
    kioskIndex: <KioskIndexCard key="kioskIndex" />,
    plan: <PlanCard key="plan" />,
    personnel: <PersonnelCard key="personnel" />,
    syncRuns: <SyncRunsCard key="syncRuns" />,
    equipment: <EquipmentCard key="equipment" />,
    news: <NewsCard key="news" />,
  };

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
        {isCustomer && profileAllows(currentProfile, ticketsAccess.rules.open) && (
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
      {widgets.length > 0 && (
        <SettledGrid
          queries={widgets.map((widget) => widget.query)}
          label={isCustomer ? 'il riepilogo' : 'le attività da gestire'}
          below={seesSites && <SitesMapWidget />}
        >
          {widgets.map((widget) => widgetElements[widget.id])}
        </SettledGrid>
      )}
    </Stack>
  );
}
