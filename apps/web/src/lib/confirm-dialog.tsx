import { Alert, Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  color?: ButtonProps['color'];
  /** Runs when confirmed; the dialog closes when it succeeds and shows the reason when it fails. */
  onConfirm: () => Promise<unknown>;
  /** The reason of a failure, in the words of the feature that asked. */
  errorMessage: (failure: unknown) => string;
  onClose: () => void;
};

/** Asks before an action that needs a second thought (it changes what customers see, or removes data). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  color,
  onConfirm,
  errorMessage,
  onClose,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
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
  );
}
