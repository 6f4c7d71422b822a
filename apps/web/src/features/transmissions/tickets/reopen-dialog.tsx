import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { FormDialog } from '../../../lib/form-dialog.tsx';
import { focusFirstError } from '../../../lib/form-errors.ts';
import { formatDateTimeAfter } from '../../../lib/format.ts';
import { transmissionErrorMessage } from '../transmission-errors.ts';

type ReopenDialogProps = {
  opened: boolean;
  /** The last moment a reopening is accepted. */
  until: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Reopening a closed ticket needs a reason. */
export function ReopenDialog({ opened, until, onClose, onConfirm }: ReopenDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (focusFirstError([[!reason.trim(), reasonInput]])) {
      setMissing(true);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      dirty={reason.trim() !== ''}
      opened={opened}
      onClose={onClose}
      title="Riapri la segnalazione"
      centered
    >
      <Stack gap="md">
        {until && <Text size="sm">Puoi riaprirla {formatDateTimeAfter('fino al', until)}.</Text>}
        {failure !== null && (
          <Alert color="red" variant="light" role="alert">
            {transmissionErrorMessage(failure)}
          </Alert>
        )}
        <Textarea
          ref={reasonInput}
          label="Motivo"
          description="Che cosa non è stato risolto?"
          required
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
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button onClick={() => void confirm()} loading={sending}>
            Riapri
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}
