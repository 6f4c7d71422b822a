import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Profile } from '@portale/shared';
import { IconChevronDown, IconKey, IconLogout, IconMailCog, IconShieldLock } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useOpenEmailPreferences } from '../../features/account/use-open-email-preferences.ts';
import { useSignOut } from './use-sign-out.ts';

const ChangePasswordDialog = lazy(() =>
  import('../../features/session/change-password/change-password-dialog.tsx').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);
const TwoFactorDialog = lazy(() =>
  import('../../features/account/two-factor/two-factor-dialog.tsx').then((module) => ({
    default: module.TwoFactorDialog,
  })),
);

type AccountDialog = 'change-password' | 'two-factor';

export function UserMenu({ profile }: { profile: Profile }) {
  const { signOut, isSigningOut } = useSignOut();
  const fullName = `${profile.firstName} ${profile.lastName}`.trim() || profile.username;
  const { openEmailPreferences, isOpening } = useOpenEmailPreferences();
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDialog = () => {
    setDialog(null);
    menuButton.current?.focus();
  };
  // An impersonated session cannot change the password, two-factor or email preferences.
  const ownSession = profile.impersonatedBy === null;

  return (
    <>
      {/* Drawn inside the top bar, so its items stand in the banner landmark with the button. */}
      <Menu position="bottom-end" width={240} shadow="md" withinPortal={false}>
        <Menu.Target>
          <UnstyledButton ref={menuButton} px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Group gap="xs" wrap="nowrap">
              {/*
                The button is named by its hidden text, «Giulia Bianchi: menu utente», which starts with
                the name it shows (shown from tablets up); the initials are decoration.
              */}
              <Avatar name={fullName} color="brand" radius="xl" size={34} aria-hidden />
              <Text component="span" size="sm" fw={500} visibleFrom="sm" truncate maw={220} aria-hidden>
                {fullName}
              </Text>
              <VisuallyHidden component="span">{`${fullName}: menu utente`}</VisuallyHidden>
              <IconChevronDown size={16} stroke={1.8} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Connesso come {profile.username}</Menu.Label>
          {ownSession && (
            <>
              <Menu.Item
                leftSection={<IconKey size={16} stroke={1.8} aria-hidden />}
                onClick={() => setDialog('change-password')}
              >
                Cambia password
              </Menu.Item>
              <Menu.Item
                leftSection={<IconShieldLock size={16} stroke={1.8} aria-hidden />}
                onClick={() => setDialog('two-factor')}
              >
                Verifica in due passaggi
              </Menu.Item>
              <Menu.Item
                leftSection={<IconMailCog size={16} stroke={1.8} aria-hidden />}
                onClick={openEmailPreferences}
                disabled={isOpening}
              >
                Preferenze email
              </Menu.Item>
              <Menu.Divider />
            </>
          )}
          <Menu.Item
            leftSection={<IconLogout size={16} stroke={1.8} aria-hidden />}
            onClick={() => void signOut()}
            disabled={isSigningOut}
          >
            Esci
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'change-password' && <ChangePasswordDialog onClosed={closeDialog} />}
        {dialog === 'two-factor' && <TwoFactorDialog onClosed={closeDialog} />}
      </Suspense>
    </>
  );
}
