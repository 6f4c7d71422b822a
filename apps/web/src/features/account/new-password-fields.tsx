import { Stack } from '@mantine/core';
import { useId, type ComponentProps } from 'react';
import { PasswordField } from '../../lib/password-field.tsx';
import { PasswordRequirementList } from '../../lib/password-requirement-list.tsx';

type FieldProps = Omit<ComponentProps<typeof PasswordField>, 'label'>;

type NewPasswordFieldsProps = {
  /** The password as typed, for the requirement list. */
  password: string;
  /** The registration of the password field and its error. */
  passwordField: FieldProps;
  confirmField: FieldProps;
};

/** A new password and its confirmation, with the requirements ticking as the user types. */
export function NewPasswordFields({ password, passwordField, confirmField }: NewPasswordFieldsProps) {
  const requirementsId = useId();
  return (
    <>
      <Stack gap="xs">
        <PasswordField
          label="Nuova password"
          autoComplete="new-password"
          required
          aria-describedby={requirementsId}
          {...passwordField}
        />
        <PasswordRequirementList id={requirementsId} password={password} />
      </Stack>
      <PasswordField label="Conferma la password" autoComplete="new-password" required {...confirmField} />
    </>
  );
}
