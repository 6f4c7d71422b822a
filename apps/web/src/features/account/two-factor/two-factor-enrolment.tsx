import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { twoFactorErrorMessage } from '../account-error-messages.ts';
import { useEnableTwoFactor } from '../api/two-factor-enable.ts';
import { useStartTwoFactorSetup } from '../api/two-factor-setup.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorScanStep } from './two-factor-scan-step.tsx';

type TwoFactorEnrolmentProps = { onDone: () => void; onCancel: () => void };

/** Enrolment: why, then the QR code and a first code, then the recovery codes. */
export function TwoFactorEnrolment({ onDone, onCancel }: TwoFactorEnrolmentProps) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();

  if (enable.data) return <RecoveryCodes codes={enable.data.recoveryCodes} onDone={onDone} />;
  if (setup.data) {
    return (
      <TwoFactorScanStep
        setup={setup.data}
        onConfirm={(code) => enable.mutateAsync(code)}
        onCancel={onCancel}
        confirmError={enable.error}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        Con la verifica in due passaggi, per accedere oltre alla password ti chiederemo un codice che cambia
        ogni 30 secondi, generato da un’app sul tuo telefono. Chi scoprisse la tua password non potrebbe
        comunque entrare.
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          Installa un’app di autenticazione, per esempio Google Authenticator, Microsoft Authenticator o
          FreeOTP.
        </List.Item>
        <List.Item>Tieni a portata di mano il telefono: ti servirà per inquadrare un codice QR.</List.Item>
      </List>
      {setup.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {twoFactorErrorMessage(setup.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Annulla
        </Button>
        <Button loading={setup.isPending} onClick={() => setup.mutate()} data-autofocus>
          Inizia la configurazione
        </Button>
      </Group>
    </Stack>
  );
}
