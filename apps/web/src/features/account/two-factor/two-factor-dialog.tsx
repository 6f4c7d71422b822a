import {} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useCurrentProfile } from '../../../lib/current-profile.tsx';
import { dialogStyles } from '../../../lib/dialog-styles.ts';
import { FormDialog } from '../../../lib/form-dialog.tsx';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import { TwoFactorDisableForm } from './two-factor-disable-form.tsx';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

/**
 * "Verifica in due passaggi" of the user menu: enrolment when it is off, turning it off when it is on.
 * It opens as soon as it is mounted and calls onClosed once it has finished closing.
 */
export function TwoFactorDialog({ onClosed }: { onClosed: () => void }) {
  const profile = useCurrentProfile();
  // What the dialog offers is decided once: the profile changes as soon as two-factor is turned on.
  const [enabledAtOpening] = useState(profile.twoFactorEnabled);
  const [opened, setOpened] = useState(true);
  const returnFocus = useReturnFocus();
  const close = () => setOpened(false);

  const finish = (message: string) => {
    notifications.show({ color: 'teal', message });
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
      title="Verifica in due passaggi"
      size="md"
      // A click beside the dialog must not lose the recovery codes before they are saved.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      {enabledAtOpening ? (
        <TwoFactorDisableForm
          onDisabled={() => finish('Verifica in due passaggi disattivata')}
          onCancel={close}
        />
      ) : (
        <TwoFactorEnrolment onDone={() => finish('Verifica in due passaggi attivata')} onCancel={close} />
      )}
    </FormDialog>
  );
}
