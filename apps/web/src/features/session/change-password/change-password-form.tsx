import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useUnsavedInput } from '../../../lib/form-dialog.tsx';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { PasswordField } from '../../../lib/password-field.tsx';
import { PasswordRequirementList } from '../../../lib/password-requirement-list.tsx';
import { changePasswordErrorMessage } from './change-password-error-message.ts';
import { changePasswordFormSchema, type ChangePasswordValues } from './change-password-schema.ts';

type ChangePasswordFormProps = {
  /** Sends the change; a rejection is shown above the fields. */
  onSubmit: (values: ChangePasswordValues) => Promise<unknown>;
  onCancel: () => void;
  submitError: unknown;
};

/** Current, new and confirmed password, with the requirements ticking as the new one is typed. */
export function ChangePasswordForm({ onSubmit, onCancel, submitError }: ChangePasswordFormProps) {
  const requirementsId = useId();
  const {
    formRef,
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useCheckedForm(changePasswordFormSchema, {
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  useUnsavedInput(isDirty);
  const newPassword = useWatch({ control, name: 'newPassword' });

  const submit = handleSubmit((values) => onSubmit(values).catch(() => undefined));

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Cambio della password">
      <Stack gap="md">
        {submitError !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {changePasswordErrorMessage(submitError)}
          </Alert>
        )}
        <PasswordField
          label="Password attuale"
          autoComplete="current-password"
          required
          data-autofocus
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <Stack gap="xs">
          <PasswordField
            label="Nuova password"
            autoComplete="new-password"
            required
            aria-describedby={requirementsId}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordRequirementList id={requirementsId} password={newPassword} />
        </Stack>
        <PasswordField
          label="Conferma la nuova password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Annulla
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Conferma
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
