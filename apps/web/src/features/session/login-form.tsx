import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginRequestSchema } from '@portale/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { italianErrorMap } from '../../lib/form-errors.ts';
import { setToken } from '../../lib/session.ts';
import { useLogin } from './api/login.ts';
import { meQueryOptions } from './api/me.ts';
import { loginErrorMessage, twoFactorUnavailableMessage } from './login-error-message.ts';

type LoginFormProps = {
  /** Where to go once signed in; the dashboard when absent. */
  redirectTo: string | undefined;
};

export function LoginForm({ redirectTo }: LoginFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [passwordVisible, setPasswordVisible] = useState(false);
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
    const result = await loginMutation.mutateAsync(credentials).catch(() => null);
    if (!result || !('token' in result)) {
      resetField('password');
      setFocus('password');
      return;
    }
    queryClient.clear();
    setToken(result.token);
    await queryClient.prefetchQuery(meQueryOptions);
    await navigate({ href: redirectTo ?? '/dashboard', replace: true });
  });

  const needsSecondFactor = loginMutation.data !== undefined && !('token' in loginMutation.data);
  const alertMessage = loginMutation.isError
    ? loginErrorMessage(loginMutation.error)
    : needsSecondFactor && twoFactorUnavailableMessage;

  return (
    <form onSubmit={submit} noValidate aria-label="Accesso al portale">
      <Stack gap="md">
        {alertMessage && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {alertMessage}
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
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? 'Nascondi password' : 'Mostra password',
          }}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="md" fullWidth mt="xs" loading={isSubmitting}>
          Accedi
        </Button>
      </Stack>
    </form>
  );
}
