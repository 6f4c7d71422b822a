import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { sendResetPasswordContract } from '@portale/shared';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { PublicPageFrame } from '../../lib/public-page-frame.tsx';
import { recoverPasswordErrorMessage } from './account-error-messages.ts';
import { useSendResetPassword } from './api/send-reset-password.ts';

const backToLogin = (
  <Anchor component={Link} to="/login" size="sm">
    Torna all’accesso
  </Anchor>
);

/** /recover-password: the user gives their username and receives a link to choose a new password. */
export function RecoverPasswordPage() {
  const sendReset = useSendResetPassword();
  const {
    formRef,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useCheckedForm(sendResetPasswordContract.query, {
    defaultValues: { username: '' },
  });

  const submit = handleSubmit(({ username }) => sendReset.mutateAsync(username).catch(() => undefined));

  return (
    <PublicPageFrame
      title="Password dimenticata"
      description="Scrivi il tuo nome utente: ti invieremo un’email con il link per sceglierne una nuova."
      footer={backToLogin}
    >
      {sendReset.isSuccess ? (
        <Stack gap="md">
          <Alert
            color="teal"
            variant="light"
            icon={<IconMailCheck aria-hidden />}
            role="status"
            title="Email inviata"
          >
            Ti abbiamo inviato un’email all’indirizzo del tuo account con il link per scegliere la password.
          </Alert>
          <Text size="sm" c="dimmed">
            Se non la trovi entro qualche minuto, controlla anche la cartella della posta indesiderata.
          </Text>
        </Stack>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate aria-label="Recupero della password">
          <Stack gap="md">
            {sendReset.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {recoverPasswordErrorMessage(sendReset.error)}
              </Alert>
            )}
            <TextInput
              label="Nome utente"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={errors.username?.message}
              {...register('username')}
            />
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              Invia il link
            </Button>
          </Stack>
        </form>
      )}
    </PublicPageFrame>
  );
}
