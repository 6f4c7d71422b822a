import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
  Tooltip,
  ActionIcon,
} from '@mantine/core';
import type { TwoFactorSetup } from '@portale/shared';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useUnsavedInput } from '../../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { twoFactorErrorMessage } from '../account-error-messages.ts';
import { appCodeFormSchema } from './two-factor-code-schema.ts';

type TwoFactorScanStepProps = {
  setup: TwoFactorSetup;
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
  confirmError: unknown;
};

/** The secret as a QR code and as text, then the first code of the app that proves it works. */
export function TwoFactorScanStep({ setup, onConfirm, onCancel, confirmError }: TwoFactorScanStepProps) {
  const {
    formRef,
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting, isDirty },
  } = useCheckedForm(appCodeFormSchema, {
    defaultValues: { code: '' },
  });
  useUnsavedInput(isDirty);
  const groupedSecret = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;

  const submit = handleSubmit(({ code }) =>
    onConfirm(code).catch(() => {
      resetField('code');
      setFocus('code');
    }),
  );

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Configurazione della verifica in due passaggi"
    >
      <Stack gap="md">
        <Text size="sm">
          <strong>1.</strong> Inquadra il codice QR con l’app di autenticazione del telefono.
        </Text>
        <Image
          src={setup.qrCodeDataUrl}
          alt="Codice QR da inquadrare con l’app di autenticazione"
          w={184}
          h={184}
          mx="auto"
          radius="md"
          style={{ border: '1px solid var(--mantine-color-gray-3)' }}
        />
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Non riesci a inquadrarlo? Inserisci a mano questa chiave:
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code
              fz="sm"
              py={6}
              px="sm"
              style={{ flex: 1, wordBreak: 'break-all' }}
              data-testid="totp-secret"
            >
              {groupedSecret}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Chiave copiata' : 'Copia la chiave'}>
                  <ActionIcon variant="light" size="lg" onClick={copy} aria-label="Copia la chiave">
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <Text size="sm">
          <strong>2.</strong> Scrivi il codice a 6 cifre che l’app mostra per il Portale Clienti.
        </Text>
        {confirmError !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {twoFactorErrorMessage(confirmError)}
          </Alert>
        )}
        <TextInput
          label="Codice dell’app"
          placeholder="123456"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Annulla
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Attiva
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
