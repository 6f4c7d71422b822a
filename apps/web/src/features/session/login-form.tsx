import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import type { LoginRequest } from '@portale/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef, useState, useTransition, type ChangeEvent, type FormEvent } from 'react';
import { PasswordField } from '../../lib/password-field.tsx';
import { useLogin } from './api/login.ts';
import type { CredentialErrors } from './login-credentials.ts';
import { expiredPasswordCode, loginErrorMessage } from './login-error-message.ts';

type Field = keyof LoginRequest;

/** The rule of the credentials, loaded with zod on the first submit (login-credentials.ts). */
const checkCredentials = async (values: LoginRequest) =>
  (await import('./login-credentials.ts')).checkCredentials(values);

type LoginFormProps = {
  onSignedIn: (token: string) => Promise<void>;
  /** The password was right and the account asks for a second factor (202). */
  onSecondFactorNeeded: (twoFactorCode: string) => void;
  /** The password was right but has expired (419): it must be renewed with this code. */
  onPasswordExpired: (securityCode: string) => void;
};

export function LoginForm({ onSignedIn, onSecondFactorNeeded, onPasswordExpired }: LoginFormProps) {
  const loginMutation = useLogin();
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  // None until the first submit; from then on a field's message follows each change of that field.
  const [errors, setErrors] = useState<CredentialErrors | null>(null);
  const [submitting, startSubmitting] = useTransition();
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (!errors) return;
    void checkCredentials(next).then((checked) =>
      setErrors((current) => ({ ...current, [field]: checked.errors[field] })),
    );
  };

  const clearPassword = () => {
    setValues((current) => ({ ...current, password: '' }));
    setErrors((current) => current && { ...current, password: undefined });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startSubmitting(async () => {
      const { credentials, errors: found } = await checkCredentials(values);
      setErrors(found);
      if (!credentials) {
        (found.username ? usernameInput : passwordInput).current?.focus();
        return;
      }
      const result = await loginMutation.mutateAsync(credentials).catch((error: unknown) => {
        const securityCode = expiredPasswordCode(error);
        if (securityCode) onPasswordExpired(securityCode);
        return null;
      });
      if (result && 'token' in result) {
        await onSignedIn(result.token);
        return;
      }
      clearPassword();
      if (result) onSecondFactorNeeded(result.body.twoFactorCode);
      else passwordInput.current?.focus();
    });
  };

  const failure = loginMutation.isError && !expiredPasswordCode(loginMutation.error);

  return (
    <form onSubmit={submit} noValidate aria-label="Accesso al portale">
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {loginErrorMessage(loginMutation.error)}
          </Alert>
        )}
        <TextInput
          ref={usernameInput}
          name="username"
          label="Nome utente"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={change('username')}
          error={errors?.username}
        />
        <PasswordField
          ref={passwordInput}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors?.password}
        />
        <Button type="submit" size="md" fullWidth mt="xs" loading={submitting}>
          Accedi
        </Button>
        <Anchor component={Link} to="/recover-password" size="sm" ta="center">
          Password dimenticata?
        </Anchor>
      </Stack>
    </form>
  );
}
