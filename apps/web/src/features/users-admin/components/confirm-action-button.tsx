import { Alert, Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
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
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const openDialog = () => {
    setError(null);
    open();
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(userAdminErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        color={color}
        variant={variant}
        leftSection={leftSection}
        disabled={disabled}
        onClick={openDialog}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        centered
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
      >
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              Annulla
            </Button>
            <Button color={color} loading={pending} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
