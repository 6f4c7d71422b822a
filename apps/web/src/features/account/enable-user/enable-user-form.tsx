import { Alert, Button, Stack } from '@mantine/core';
import type { FirstAccessRequest } from '@portale/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { EmailConsentFields } from '../email-consent-fields.tsx';
import { NewPasswordFields } from '../new-password-fields.tsx';
import { enableUserFormSchema } from './enable-user-schema.ts';

type EnableUserFormProps = {
  onSubmit: (request: FirstAccessRequest) => Promise<unknown>;
  /** The refusal to show above the fields, already in Italian. */
  errorMessage: string | null;
};

/** First access: the password the user chooses and the two email consents. */
export function EnableUserForm({ onSubmit, errorMessage }: EnableUserFormProps) {
  const {
    formRef,
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useCheckedForm(enableUserFormSchema, {
    defaultValues: {
      password: '',
      confirmPassword: '',
      systemEmailsConsent: false,
      promotionalNewsEmailsConsent: false,
    },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(({ confirmPassword: _confirmation, ...request }) =>
    onSubmit(request).catch(() => undefined),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Attivazione dell’account">
      <Stack gap="md">
        {errorMessage && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage}
          </Alert>
        )}
        <NewPasswordFields
          password={password}
          passwordField={{ error: errors.password?.message, ...register('password') }}
          confirmField={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
        />
        <EmailConsentFields
          systemField={{ error: errors.systemEmailsConsent?.message, ...register('systemEmailsConsent') }}
          promotionalField={register('promotionalNewsEmailsConsent')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          Attiva l’account
        </Button>
      </Stack>
    </form>
  );
}
