import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { focusFirstError } from '../../lib/form-errors.ts';
import { FormDialog } from '../../lib/form-dialog.tsx';
import { variationErrorMessage } from './variation-errors.ts';

type DecisionDialogProps = {
  opened: boolean;
  kind: 'accept' | 'reject';
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Accepting (with an optional note) or rejecting (with the reason, required) a variation request. */
export function DecisionDialog({ opened, kind, onClose, onConfirm }: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const reject = kind === 'reject';

  const close = () => {
    setReason('');
    setMissing(false);
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (reject && focusFirstError([[!reason.trim(), reasonInput]])) {
      setMissing(true);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      close();
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
      onClose={close}
      title={reject ? 'Respingi la richiesta' : 'Accetta la richiesta'}
      centered
    >
      <Stack gap="md">
        {failure !== null && (
          <Alert color="red" variant="light" role="alert">
            {variationErrorMessage(failure)}
          </Alert>
        )}
        <Textarea
          ref={reasonInput}
          label={reject ? 'Motivo' : 'Nota per il cliente'}
          description={
            reject
              ? 'Il cliente lo legge nella notifica e nella pagina della richiesta.'
              : 'Facoltativa. Accettata, una variazione dei locali cambia i loro periodi di apertura.'
          }
          required={reject}
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
          <Button color={reject ? 'red' : 'green'} onClick={() => void confirm()} loading={sending}>
            {reject ? 'Respingi' : 'Accetta'}
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}
