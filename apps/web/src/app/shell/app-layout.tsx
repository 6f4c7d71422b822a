import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useMe } from '../../features/session/api/me.ts';
import { CurrentProfileProvider } from '../../lib/current-profile.tsx';
import { AppHeader } from './app-header.tsx';
import { AppNavbar } from './app-navbar.tsx';

const navigationId = 'main-navigation';

/** The signed-in shell: top bar, left menu and the current page. */
export function AppLayout() {
  const { data: profile } = useMe();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [minimised, setMinimised] = useLocalStorage({
    key: 'portale-clienti.sidebar-minimised',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const isMobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const compact = minimised && !isMobile;

  return (
    <CurrentProfileProvider profile={profile}>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: compact ? 76 : 264, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
        padding={{ base: 'md', sm: 'lg' }}
      >
        <AppShell.Header>
          <AppHeader
            profile={profile}
            navigationId={navigationId}
            mobileOpened={mobileOpened}
            onToggleMobile={toggleMobile}
            minimised={minimised}
            onToggleMinimised={() => setMinimised((current) => !current)}
          />
        </AppShell.Header>
        <AppShell.Navbar id={navigationId} aria-label="Menu principale">
          <AppNavbar profile={profile} compact={compact} onNavigate={closeMobile} />
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </CurrentProfileProvider>
  );
}
