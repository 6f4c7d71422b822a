import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { statusOf } from '../../lib/api-error-message.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { PublicPageFrame } from '../../lib/public-page-frame.tsx';
import { clearToken } from '../../lib/session.ts';
import { resetPasswordErrorMessage } from './account-error-messages.ts';
import { useResetPassword } from './api/reset-password.ts';
import { InvalidLinkNotice } from './invalid-link-notice.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { resetPasswordFormSchema } from './reset-password-schema.ts';

const resetRoute = getRouteApi('/reset-password');

const newLinkAction = { label: 'Chiedi un nuovo link', to: '/recover-password' } as const;

/** /reset-password?code=…, from the reset email: the new password, then the login page. */
export function ResetPasswordPage() {
  const { code } = resetRoute.useSearch();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    formRef,
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useCheckedForm(resetPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async ({ password: newPassword }) => {
    if (!code) return;
    const done = await reset.mutateAsync({ code, password: newPassword }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    // The reset signed out every session of the user, this browser's too.
    clearToken();
    await navigate({ to: '/login', search: { notice: 'password-reset' } });
  });

  const codeRefused = statusOf(reset.error) === 404;

  return (
    <PublicPageFrame
      title="Scegli una nuova password"
      description="La nuova password vale da subito; le sessioni aperte con quella vecchia vengono chiuse."
      footer={
        <Anchor component={Link} to="/login" size="sm">
          Torna all’accesso
        </Anchor>
      }
    >
      {!code || codeRefused ? (
        <InvalidLinkNotice action={newLinkAction}>
          {code
            ? resetPasswordErrorMessage(reset.error)
            : 'Il link non è completo: aprilo di nuovo dall’email oppure chiedine uno nuovo.'}
        </InvalidLinkNotice>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate aria-label="Nuova password">
          <Stack gap="md">
            {reset.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {resetPasswordErrorMessage(reset.error)}
              </Alert>
            )}
            <NewPasswordFields
              password={password}
              passwordField={{ error: errors.password?.message, ...register('password') }}
              confirmField={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
            />
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              Salva la password
            </Button>
          </Stack>
        </form>
      )}
    </PublicPageFrame>
  );
}
