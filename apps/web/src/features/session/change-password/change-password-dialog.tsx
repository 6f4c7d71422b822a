import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { dialogStyles } from '../../../lib/dialog-styles.ts';
import { FormDialog } from '../../../lib/form-dialog.tsx';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useRenewPassword } from '../api/renew-password.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import type { ChangePasswordValues } from './change-password-schema.ts';

type ChangePasswordDialogProps = {
  /**
   * The security code of a login refused with 419: the dialog renews the expired password (no session
   * needed) and says why. Without it, the signed-in user changes their password.
   */
  renewCode?: string;
  /** The password was changed (the dialog is closing). */
  onChanged?: () => void;
  /** The dialog has finished closing: its owner may unmount it. */
  onClosed: () => void;
};

/** The change-password dialog of SPEC.md section 2; it opens as soon as it is mounted. */
export function ChangePasswordDialog({ renewCode, onChanged, onClosed }: ChangePasswordDialogProps) {
  const [opened, setOpened] = useState(true);
  const returnFocus = useReturnFocus();
  const change = useChangePassword();
  const renew = useRenewPassword();
  const mutation = renewCode ? renew : change;
  const close = () => setOpened(false);

  const submit = async (values: ChangePasswordValues) => {
    if (renewCode) {
      await renew.mutateAsync({ ...values, securityCode: renewCode });
    } else {
      await change.mutateAsync(values);
      notifications.show({ color: 'teal', message: 'Password modificata correttamente' });
    }
    onChanged?.();
    close();
  };

  return (
    <FormDialog
      styles={dialogStyles}
      opened={opened}
      onClose={close}
      onExitTransitionEnd={() => {
        returnFocus();
        onClosed();
      }}
      title={renewCode ? 'Rinnova la password' : 'Cambia password'}
      size="md"
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      {renewCode && (
        <Alert color="orange" variant="light" icon={<IconClockExclamation aria-hidden />} mb="md">
          La tua password è scaduta: per continuare a usare il portale scegline una nuova.
        </Alert>
      )}
      <ChangePasswordForm onSubmit={submit} onCancel={close} submitError={mutation.error} />
    </FormDialog>
  );
}
