import 'dayjs/locale/it';
import { AppShell, Box } from '@mantine/core';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import type { Profile } from '@portale/shared';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ImpersonationBanner } from '../../features/account/impersonation-banner.tsx';
import { notificationsQueryKey } from '../../features/notifications/api/query-keys.ts';
import { meQueryOptions } from '../../lib/api/me.ts';
import { ApiError, getApiBaseUrl } from '../../lib/api-client.ts';
import { BadgeActionsProvider, decreaseBadge, type CountedBadgeId } from '../../lib/badges.tsx';
import { CurrentProfileProvider } from '../../lib/current-profile.tsx';
import { MenuRegistryProvider } from '../../lib/menu-registry.tsx';
import { getToken } from '../../lib/session.ts';
import { useElementHeight } from '../../lib/use-element-height.ts';
import { yieldToBrowser } from '../../lib/yield-to-browser.ts';
import { AppHeader } from './app-header.tsx';
import { AppNavbar } from './app-navbar.tsx';
import { menuEntries } from './menu-entries.ts';
import { topBarHeight } from './shell-frame.tsx';
import { SkipLink, skipLinkTarget } from './skip-link.tsx';
import { useFocusPageHeading } from './use-focus-page-heading.ts';

const NotificationPanel = lazy(() =>
  import('../../features/notifications/notification-panel.tsx').then((module) => ({
    default: module.NotificationPanel,
  })),
);

const TwoFactorRequiredNotice = lazy(() =>
  import('../../features/account/two-factor/two-factor-required-notice.tsx').then((module) => ({
    default: module.TwoFactorRequiredNotice,
  })),
);

/** Italian calendars for the date fields, all of them inside the shell: the login page loads no dayjs. */
const datesSettings: DatesProviderSettings = { locale: 'it', firstDayOfWeek: 1, weekendDays: [0, 6] };

const navigationId = 'main-navigation';
const contentId = 'contenuto';

/** The signed-in shell: top bar, left menu, notifications panel, live notifications and the page. */
export function AppLayout() {
  // Loaded by the protected route before the shell renders.
  const { data: profile } = useSuspenseQuery(meQueryOptions);
  const router = useRouter();
  const queryClient = useQueryClient();
  useFocusPageHeading(contentId);
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [panelOpened, { open: openPanelNow, close: closePanel }] = useDisclosure(false);
  // The panel's code loads on the first opening and then stays, so it can animate in and out.
  const [panelLoaded, setPanelLoaded] = useState(false);
  const [minimised, setMinimised] = useLocalStorage({
    key: 'portale-clienti.sidebar-minimised',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const isMobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const fullWidth = useMatches({
    select: (matches) =>
      matches.some(({ staticData: { fullWidth }, search }) =>
        typeof fullWidth === 'function' ? fullWidth(search as Record<string, unknown>) : fullWidth === true,
      ),
  });
  const compact = (minimised || fullWidth) && !isMobile;
  // The impersonation banner sits above the top bar, which grows by its height.
  const { ref: bannerRef, height: bannerHeight } = useElementHeight<HTMLDivElement>();

  const hasRoute = useCallback((path: string) => path in router.routesByPath, [router]);
  const navigate = useCallback((href: string) => void router.navigate({ href }), [router]);
  const updateProfile = useCallback(
    (update: (current: Profile) => Profile) =>
      queryClient.setQueryData(meQueryOptions.queryKey, (current) => current && update(current)),
    [queryClient],
  );
  const setHasNotifications = useCallback(
    (hasNotifications: boolean) => updateProfile((current) => ({ ...current, hasNotifications })),
    [updateProfile],
  );
  const refreshProfile = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
    [queryClient],
  );
  const badgeActions = useMemo(
    () => ({
      decrease: (badge: CountedBadgeId) => updateProfile((current) => decreaseBadge(current, badge)),
    }),
    [updateProfile],
  );
  // Where the focus goes back when the panel is closed: read as the bell is pressed, before the panel's
  // focus trap moves it. Mantine reads it in an effect after the drawer opens, which on a busy machine
  // came after its trap had already moved the focus into the drawer: closed, the focus was lost.
  const focusBeforePanel = useRef<HTMLElement | null>(null);
  const openPanel = () => {
    focusBeforePanel.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPanelLoaded(true);
    openPanelNow();
  };
  const closePanelToBell = useCallback(() => {
    closePanel();
    if (focusBeforePanel.current?.isConnected) focusBeforePanel.current.focus({ preventScroll: true });
  }, [closePanel]);

  // SPEC.md section 2: the panel closes on every navigation (and so does the mobile menu).
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', () => {
        closePanel();
        closeMobile();
      }),
    [router, closePanel, closeMobile],
  );

  // SPEC.md section 4: once the profile is loaded, the real-time connection starts and logs in.
  const userId = profile.id;
  useEffect(() => {
    const token = getToken();
    if (!token) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The connection's code runs in a task of its own, and the connection starts in the next one.
    void import('./realtime.ts').then(async ({ startRealtime }) => {
      await yieldToBrowser();
      if (cancelled) return;
      stop = startRealtime({
        hub: {
          apiBaseUrl: getApiBaseUrl(),
          token,
          userId,
          // Refused or closed by the server: ask for the profile again. A 401 there signs the user
          // out (api-client); a session still good reconnects after 5 s.
          onSessionRefused: (retry) => {
            queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).then(retry, (error: unknown) => {
              if (!(error instanceof ApiError && error.status === 401)) retry();
            });
          },
        },
        live: {
          hasRoute,
          navigate,
          onNotification: () => {
            setHasNotifications(true);
            void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
          },
          onRead: refreshProfile,
          onProfileChanged: refreshProfile,
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient, hasRoute, navigate, setHasNotifications, refreshProfile]);

  return (
    <DatesProvider settings={datesSettings}>
      <CurrentProfileProvider profile={profile}>
        <BadgeActionsProvider actions={badgeActions}>
          <SkipLink targetId={contentId} />
          <AppShell
            header={{ height: topBarHeight + bannerHeight }}
            navbar={{ width: compact ? 76 : 264, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
            padding={fullWidth ? { base: 'xs', sm: 'sm' } : { base: 'md', sm: 'lg' }}
          >
            <AppShell.Header>
              <div ref={bannerRef}>
                {profile.impersonatedBy && (
                  <ImpersonationBanner
                    customerName={`${profile.firstName} ${profile.lastName}`}
                    impersonatedBy={profile.impersonatedBy}
                    endsAt={profile.impersonationEndsAt}
                  />
                )}
              </div>
              <Box h={topBarHeight}>
                <AppHeader
                  profile={profile}
                  navigationId={navigationId}
                  mobileOpened={mobileOpened}
                  onToggleMobile={toggleMobile}
                  minimised={minimised}
                  minimiseLocked={fullWidth}
                  onToggleMinimised={() => setMinimised((current) => !current)}
                  notificationsOpened={panelOpened}
                  onOpenNotifications={openPanel}
                />
              </Box>
            </AppShell.Header>
            <AppShell.Navbar id={navigationId} aria-label="Menu principale">
              <AppNavbar profile={profile} compact={compact} onNavigate={closeMobile} />
            </AppShell.Navbar>
            <AppShell.Main id={contentId} tabIndex={-1} className={skipLinkTarget}>
              <MenuRegistryProvider entries={menuEntries}>
                <Outlet />
              </MenuRegistryProvider>
            </AppShell.Main>
          </AppShell>
          {profile.twoFactorSetupRequired && (
            <Suspense fallback={null}>
              <TwoFactorRequiredNotice />
            </Suspense>
          )}
          {panelLoaded && (
            <Suspense fallback={null}>
              <NotificationPanel
                opened={panelOpened}
                onClose={closePanelToBell}
                onNavigate={navigate}
                hasRoute={hasRoute}
                onUnreadChange={setHasNotifications}
                onRead={refreshProfile}
              />
            </Suspense>
          )}
        </BadgeActionsProvider>
      </CurrentProfileProvider>
    </DatesProvider>
  );
}
