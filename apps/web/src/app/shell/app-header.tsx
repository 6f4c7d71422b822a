import { ActionIcon, Burger, Group, Text, Tooltip } from '@mantine/core';
import type { Profile } from '@portale/shared';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { UserMenu } from './user-menu.tsx';

type AppHeaderProps = {
  profile: Profile;
  navigationId: string;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  minimised: boolean;
  onToggleMinimised: () => void;
};

export function AppHeader({
  profile,
  navigationId,
  mobileOpened,
  onToggleMobile,
  minimised,
  onToggleMinimised,
}: AppHeaderProps) {
  const minimiseLabel = minimised ? 'Espandi il menu laterale' : 'Riduci il menu laterale';
  const MinimiseIcon = minimised ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={mobileOpened ? 'Chiudi il menu' : 'Apri il menu'}
          aria-expanded={mobileOpened}
          aria-controls={navigationId}
        />
        <Tooltip label={minimiseLabel}>
          <ActionIcon
            visibleFrom="sm"
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleMinimised}
            aria-label={minimiseLabel}
            aria-controls={navigationId}
          >
            <MinimiseIcon size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Text component="span" fw={700} size="lg" c="brand" style={{ whiteSpace: 'nowrap' }}>
          Portale Clienti
        </Text>
      </Group>
      <UserMenu profile={profile} />
    </Group>
  );
}
