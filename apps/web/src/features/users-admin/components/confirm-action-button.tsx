import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx';
import { userAdminErrorMessage } from '../user-admin-errors.ts';

type ConfirmActionButtonProps = {
  label: string;
  leftSection?: ReactNode;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  /** The question of the dialog. */
  title: string;
  message: string;
  confirmLabel: string;
  /** Runs when confirmed; the dialog closes when it succeeds and shows the reason when it fails. */
  onConfirm: () => Promise<unknown>;
};

/** A button for an action that needs a second thought: it asks in a dialog before acting. */
export function ConfirmActionButton({
  label,
  leftSection,
  color,
  variant = 'light',
  disabled,
  title,
  message,
  confirmLabel,
  onConfirm,
}: ConfirmActionButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color={color} variant={variant} leftSection={leftSection} disabled={disabled} onClick={open}>
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        color={color}
        onConfirm={onConfirm}
        errorMessage={userAdminErrorMessage}
        onClose={close}
      />
    </>
  );
}
