import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { dialogStyles } from '../../../lib/dialog-styles.ts';
import { clearToken } from '../../../lib/session.ts';
import { logout } from '../../../lib/api/logout.ts';

const TwoFactorDialog = lazy(() =>
  import('./two-factor-dialog.tsx').then((module) => ({ default: module.TwoFactorDialog })),
);

async function signOut() {
  await logout().catch(() => undefined);
  clearToken();
  window.location.assign('/login');
}

/**
 * Shown by the shell while profile.twoFactorSetupRequired is true (staff without two-factor when it is
 * mandatory): it cannot be dismissed, only followed (enrolment) or left (sign out).
 */
export function TwoFactorRequiredNotice() {
  const [enrolling, setEnrolling] = useState(false);

  return (
    <>
      <Modal
        styles={dialogStyles}
        opened={!enrolling}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={
          <Group gap="xs" wrap="nowrap">
            <IconShieldLock size={22} stroke={1.8} aria-hidden />
            Attiva la verifica in due passaggi
          </Group>
        }
      >
        <Stack gap="md">
          <Text size="sm">
            Per il personale la verifica in due passaggi è obbligatoria. Finché non la attivi, le funzioni di
            back office restano bloccate.
          </Text>
          <Text size="sm">Ti servono solo il telefono e un’app di autenticazione: bastano due minuti.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void signOut()}>
              Esci
            </Button>
            <Button onClick={() => setEnrolling(true)}>Attiva ora</Button>
          </Group>
        </Stack>
      </Modal>
      {enrolling && (
        <Suspense fallback={null}>
          <TwoFactorDialog onClosed={() => setEnrolling(false)} />
        </Suspense>
      )}
    </>
  );
}
