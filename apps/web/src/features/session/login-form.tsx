import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { loginRequestSchema } from '@portale/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { italianErrorMap } from '../../lib/form-errors.ts';
import { PasswordField } from '../../lib/password-field.tsx';
import { useLogin } from './api/login.ts';
import { expiredPasswordCode, loginErrorMessage } from './login-error-message.ts';

type LoginFormProps = {
  onSignedIn: (token: string) => Promise<void>;
  /** The password was right and the account asks for a second factor (202). */
  onSecondFactorNeeded: (twoFactorCode: string) => void;
  /** The password was right but has expired (419): it must be renewed with this code. */
  onPasswordExpired: (securityCode: string) => void;
};

export function LoginForm({ onSignedIn, onSecondFactorNeeded, onPasswordExpired }: LoginFormProps) {
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginRequestSchema, { error: italianErrorMap }),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    const result = await loginMutation.mutateAsync(credentials).catch((error: unknown) => {
      const securityCode = expiredPasswordCode(error);
      if (securityCode) onPasswordExpired(securityCode);
      return null;
    });
    if (result && 'token' in result) {
      await onSignedIn(result.token);
      return;
    }
    resetField('password');
    if (result) onSecondFactorNeeded(result.body.twoFactorCode);
    else setFocus('password');
  });

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
          label="Nome utente"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="md" fullWidth mt="xs" loading={isSubmitting}>
          Accedi
        </Button>
        <Anchor component={Link} to="/recover-password" size="sm" ta="center">
          Password dimenticata?
        </Anchor>
      </Stack>
    </form>
  );
}
