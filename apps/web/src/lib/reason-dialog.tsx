import { Alert, Button, Group, Stack, Textarea, type ButtonProps } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { FormDialog } from './form-dialog.tsx';
import { focusFirstError } from './form-errors.ts';

type ReasonDialogProps = {
  opened: boolean;
  title: string;
  /** Said above the field (a deadline, what follows). */
  intro?: ReactNode;
  /** The written reason: its label, what it is for, whether it may be left empty. */
  reason: { label: string; description: string; required: boolean };
  confirmLabel: string;
  color?: ButtonProps['color'];
  /** Runs with the reason, trimmed; the dialog closes when it succeeds and shows why when it fails. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** The reason of a failure, in the words of the feature that asked. */
  errorMessage: (failure: unknown) => string;
  onClose: () => void;
};

/**
 * An action that carries a written reason (rejecting a request, reopening a ticket): the field, then the
 * confirmation. Closing it with something written asks first (FormDialog); closed, it forgets it.
 */
export function ReasonDialog({
  opened,
  title,
  intro,
  reason: field,
  confirmLabel,
  color,
  onConfirm,
  errorMessage,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const reasonInput = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    setReason('');
    setMissing(false);
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (field.required && focusFirstError([[!reason.trim(), reasonInput]])) {
      setMissing(true);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog dirty={reason.trim() !== ''} opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        {intro}
        {failure !== null && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Textarea
          ref={reasonInput}
          label={field.label}
          description={field.description}
          required={field.required}
          autosize
          minRows={3}
          maxLength={2000}
          value={reason}
          error={missing && !reason.trim() ? 'Campo richiesto' : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Annulla
          </Button>
          <Button color={color} onClick={() => void confirm()} loading={sending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}
