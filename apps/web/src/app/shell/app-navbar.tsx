import { AppShell, Avatar, Divider, Group, Stack, Text } from '@mantine/core';
import { HoverHint } from '../../lib/hover-hint.tsx';
import type { Profile } from '@portale/shared';
import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { badgesOf } from '../../lib/badges.tsx';
import { menuViewerOf } from '../../lib/profile-access.ts';
import { MenuLink } from './menu-link.tsx';
import { visibleMenu } from '../../lib/visible-menu.ts';
import { menuEntries } from './menu-entries.ts';

type AppNavbarProps = {
  profile: Profile;
  /** The minimised sidebar: icons, the company initial and the short version only. */
  compact: boolean;
  onNavigate: () => void;
};

const [versionNumber] = __APP_VERSION__.split('+');

const menuScrolling = { overflowY: 'auto', minHeight: 0, overscrollBehavior: 'contain' } as const;

export function AppNavbar({ profile, compact, onNavigate }: AppNavbarProps) {
  const entries = useMemo(() => visibleMenu(menuEntries, menuViewerOf(profile)), [profile]);
  const badges = useMemo(() => badgesOf(profile), [profile]);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const companyName = profile.profile.companyName;
  const companyInitial = companyName.trim().charAt(0).toUpperCase() || '?';

  return (
    <>
      <AppShell.Section px="md" py="md">
        <HoverHint label={companyName} position="right" withArrow disabled={!compact}>
          <Group gap="sm" wrap="nowrap" justify={compact ? 'center' : 'flex-start'}>
            <Avatar
              color="brand"
              variant="filled"
              radius="md"
              size={40}
              aria-label={compact ? companyName : undefined}
            >
              {companyInitial}
            </Avatar>
            {!compact && (
              <Text fw={600} size="sm" lh={1.3} lineClamp={2}>
                {companyName}
              </Text>
            )}
          </Group>
        </HoverHint>
      </AppShell.Section>
      <Divider />
      {/* The browser's own scrolling: Mantine's ScrollArea measured itself after mounting and drew
          the shell's menu a second time, in one long task on a phone. */}
      <AppShell.Section grow p="sm" style={menuScrolling}>
        <Stack gap={4}>
          {entries.map((entry) => (
            <MenuLink
              key={entry.id}
              entry={entry}
              compact={compact}
              badges={badges}
              pathname={pathname}
              onNavigate={onNavigate}
            />
          ))}
        </Stack>
      </AppShell.Section>
      <Divider />
      <AppShell.Section px="md" py="sm">
        <HoverHint label={`Versione ${__APP_VERSION__}`} position="right" withArrow disabled={!compact}>
          <Text size="xs" c="dimmed" ta={compact ? 'center' : 'left'}>
            {compact ? `v${versionNumber}` : `Versione ${__APP_VERSION__}`}
          </Text>
        </HoverHint>
      </AppShell.Section>
    </>
  );
}
