import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { Profile } from '@portale/shared';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useSignOut } from './use-sign-out.ts';

export function UserMenu({ profile }: { profile: Profile }) {
  const { signOut, isSigningOut } = useSignOut();
  const fullName = `${profile.firstName} ${profile.lastName}`.trim() || profile.username;

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`${fullName}: menu utente`}
          px={6}
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar name={fullName} color="brand" radius="xl" size={34} />
            <Text size="sm" fw={500} visibleFrom="sm" truncate maw={220}>
              {fullName}
            </Text>
            <IconChevronDown size={16} stroke={1.8} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Connesso come {profile.username}</Menu.Label>
        {/* Account items of SPEC.md section 2 go here, before Esci: "Cambia password" (opens its dialog)
            and "Preferenze email" (opens in a new tab with the per-user token). */}
        <Menu.Item
          leftSection={<IconLogout size={16} stroke={1.8} aria-hidden />}
          onClick={() => void signOut()}
          disabled={isSigningOut}
        >
          Esci
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
