import { Alert, Button, Stack } from '@mantine/core';
import type { EmailPreference, EmailPreferenceUpdate } from '@portale/shared';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { z } from 'zod';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { emailPreferencesErrorMessage } from '../account-error-messages.ts';
import { EmailConsentFields } from '../email-consent-fields.tsx';
import { emailConsentsShape } from '../email-consents-schema.ts';

const emailPreferencesFormSchema = z.object(emailConsentsShape);

type EmailPreferencesFormProps = {
  preferences: EmailPreference;
  onSave: (update: EmailPreferenceUpdate) => Promise<unknown>;
  saved: boolean;
  saveError: unknown;
};

/** The two email consents of a user, as saved; the system one cannot be withdrawn. */
export function EmailPreferencesForm({ preferences, onSave, saved, saveError }: EmailPreferencesFormProps) {
  const {
    formRef,
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useCheckedForm(emailPreferencesFormSchema, {
    defaultValues: {
      systemEmailsConsent: preferences.systemEmailsConsent,
      promotionalNewsEmailsConsent: preferences.promotionalNewsEmailsConsent,
    },
  });

  const submit = handleSubmit(async (update) => {
    await onSave(update).then(
      () => reset(update),
      () => undefined,
    );
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Preferenze email">
      <Stack gap="md">
        {saveError !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {emailPreferencesErrorMessage(saveError)}
          </Alert>
        )}
        {saved && !isDirty && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            Preferenze salvate.
          </Alert>
        )}
        <EmailConsentFields
          systemField={{ error: errors.systemEmailsConsent?.message, ...register('systemEmailsConsent') }}
          promotionalField={register('promotionalNewsEmailsConsent')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          Salva le preferenze
        </Button>
      </Stack>
    </form>
  );
}
