import { ActionIcon, Burger, Divider, Group, Text } from '@mantine/core';
import type { Profile } from '@portale/shared';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { HoverHint } from '../../lib/hover-hint.tsx';
import { AtiBrand } from './ati-brand.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

type AppHeaderProps = {
  profile: Profile;
  navigationId: string;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  minimised: boolean;
  /** The page forces the sidebar minimised (fullwidth mode): the toggle is off. */
  minimiseLocked: boolean;
  onToggleMinimised: () => void;
  notificationsOpened: boolean;
  onOpenNotifications: () => void;
};

export function AppHeader({
  profile,
  navigationId,
  mobileOpened,
  onToggleMobile,
  minimised,
  minimiseLocked,
  onToggleMinimised,
  notificationsOpened,
  onOpenNotifications,
}: AppHeaderProps) {
  const minimiseLabel = minimiseLocked
    ? 'Menu laterale ridotto per questa pagina'
    : minimised
      ? 'Espandi il menu laterale'
      : 'Riduci il menu laterale';
  const MinimiseIcon =
    minimised || minimiseLocked ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <Group h="100%" px={{ base: 'sm', xs: 'md' }} justify="space-between" gap="sm" wrap="nowrap">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={mobileOpened ? 'Chiudi il menu' : 'Apri il menu'}
          aria-expanded={mobileOpened}
          aria-controls={navigationId}
        />
        <HoverHint label={minimiseLabel}>
          <ActionIcon
            visibleFrom="sm"
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleMinimised}
            disabled={minimiseLocked}
            aria-label={minimiseLabel}
            aria-controls={navigationId}
          >
            <MinimiseIcon size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </HoverHint>
        <Text
          component="span"
          fw={700}
          fz={{ base: 'md', xs: 'lg' }}
          c="brand"
          style={{ whiteSpace: 'nowrap' }}
        >
          Portale Clienti
        </Text>
        {profile.ati.isAti && <Divider orientation="vertical" my="md" visibleFrom="xs" />}
        <AtiBrand ati={profile.ati} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NotificationBell
          hasUnread={profile.hasNotifications}
          opened={notificationsOpened}
          onOpen={onOpenNotifications}
        />
        <UserMenu profile={profile} />
      </Group>
    </Group>
  );
}
