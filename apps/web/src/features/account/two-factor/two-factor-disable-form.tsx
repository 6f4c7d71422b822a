import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useUnsavedInput } from '../../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { twoFactorErrorMessage } from '../account-error-messages.ts';
import { useDisableTwoFactor } from '../api/two-factor-disable.ts';
import { anyCodeFormSchema } from './two-factor-code-schema.ts';

type TwoFactorDisableFormProps = { onDisabled: () => void; onCancel: () => void };

/** Two-factor is on: turning it off takes a current code, so a stolen session alone cannot do it. */
export function TwoFactorDisableForm({ onDisabled, onCancel }: TwoFactorDisableFormProps) {
  const disable = useDisableTwoFactor();
  const {
    formRef,
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useCheckedForm(anyCodeFormSchema, {
    defaultValues: { code: '' },
  });
  useUnsavedInput(isDirty);

  const submit = handleSubmit(({ code }) => disable.mutateAsync(code).then(onDisabled, () => undefined));

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Disattivazione della verifica in due passaggi"
    >
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconShieldCheck aria-hidden />}>
          La verifica in due passaggi è attiva: a ogni accesso ti chiediamo anche il codice dell’app.
        </Alert>
        <Text size="sm">
          Per disattivarla inserisci il codice che vedi ora nell’app, oppure uno dei codici di recupero.
        </Text>
        {disable.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {twoFactorErrorMessage(disable.error)}
          </Alert>
        )}
        <TextInput
          label="Codice dell’app o di recupero"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          data-autofocus
          error={errors.code?.message}
          {...register('code')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Annulla
          </Button>
          <Button type="submit" color="red" loading={isSubmitting}>
            Disattiva
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
