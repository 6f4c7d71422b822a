import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { twoFactorLoginRequestSchema } from '@portale/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useLoginWithSecondFactor } from './api/two-factor-login.ts';
import { isSecondStepExpired, secondFactorErrorMessage } from './login-error-message.ts';

const codeFormSchema = twoFactorLoginRequestSchema.pick({ code: true });

type SecondFactorStepProps = {
  /** body.twoFactorCode of the 202 login answer. */
  twoFactorCode: string;
  onSignedIn: (token: string) => Promise<void>;
  /** Back to username and password. */
  onRestart: () => void;
};

/** The second sign-in step: a code of the authenticator app, or a recovery code. */
export function SecondFactorStep({ twoFactorCode, onSignedIn, onRestart }: SecondFactorStepProps) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const secondFactor = useLoginWithSecondFactor();
  const {
    formRef,
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useCheckedForm(codeFormSchema, {
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    const result = await secondFactor.mutateAsync({ twoFactorCode, code }).catch(() => null);
    if (result) {
      await onSignedIn(result.token);
      return;
    }
    resetField('code');
    setFocus('code');
  });

  const switchCodeKind = () => {
    setUseRecoveryCode((current) => !current);
    secondFactor.reset();
    resetField('code');
    setFocus('code');
  };

  const expired = secondFactor.isError && isSecondStepExpired(secondFactor.error);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="second-factor-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="second-factor-title">
            Verifica in due passaggi
          </Title>
          <Text size="sm" c="dimmed">
            {useRecoveryCode
              ? 'Inserisci uno dei codici di recupero che hai salvato quando hai attivato la verifica. Ogni codice vale una sola volta.'
              : 'Apri l’app di autenticazione sul telefono e inserisci il codice a 6 cifre che vedi per il Portale Clienti.'}
          </Text>
        </Stack>
        {secondFactor.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {secondFactorErrorMessage(secondFactor.error)}
          </Alert>
        )}
        {expired ? (
          <Button size="md" fullWidth onClick={onRestart}>
            Accedi di nuovo
          </Button>
        ) : (
          <>
            <TextInput
              label={useRecoveryCode ? 'Codice di recupero' : 'Codice dell’app'}
              placeholder={useRecoveryCode ? 'xxxx-xxxx-xxxx-xxxx' : '123456'}
              autoComplete="one-time-code"
              inputMode={useRecoveryCode ? 'text' : 'numeric'}
              autoCapitalize="none"
              spellCheck={false}
              required
              autoFocus
              error={errors.code?.message}
              {...register('code')}
            />
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              Verifica e accedi
            </Button>
          </>
        )}
        <Stack gap={6} align="center">
          {!expired && (
            <Anchor component="button" type="button" size="sm" onClick={switchCodeKind}>
              {useRecoveryCode ? 'Usa il codice dell’app' : 'Non hai il telefono? Usa un codice di recupero'}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onRestart}>
            Torna a nome utente e password
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}
