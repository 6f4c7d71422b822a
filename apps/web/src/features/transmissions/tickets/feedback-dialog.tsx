import { Alert, Button, Chip, Group, Stack, Text, Textarea } from '@mantine/core';
import { ticketVoteLabels, ticketVotes, type CloseTicketRequest } from '@portale/shared';
import { useState } from 'react';
import { FormDialog } from '../../../lib/form-dialog.tsx';
import { transmissionErrorMessage } from '../transmission-errors.ts';

type FeedbackDialogProps = {
  opened: boolean;
  onClose: () => void;
  onConfirm: (feedback: CloseTicketRequest) => Promise<unknown>;
};

/** Closing a ticket: an optional vote 1-4 on how it was handled, and a comment. */
export function FeedbackDialog({ opened, onClose, onConfirm }: FeedbackDialogProps) {
  const [vote, setVote] = useState<string>('');
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    setSending(true);
    setFailure(null);
    try {
      await onConfirm({
        ...(vote && { vote: Number(vote) }),
        ...(comment.trim() && { comment: comment.trim() }),
      });
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      dirty={vote !== '' || comment.trim() !== ''}
      opened={opened}
      onClose={onClose}
      title="Chiudi la segnalazione"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Come è stata gestita la segnalazione? Il giudizio è facoltativo e aiuta il fornitore.
        </Text>
        {failure !== null && (
          <Alert color="red" variant="light" role="alert">
            {transmissionErrorMessage(failure)}
          </Alert>
        )}
        <Chip.Group value={vote} onChange={(value) => setVote(String(value))}>
          <Group gap="xs" role="radiogroup" aria-label="Giudizio">
            {ticketVotes.map((value) => (
              <Chip key={value} value={String(value)}>
                {ticketVoteLabels[value]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Textarea
          label="Commento"
          placeholder="Facoltativo"
          autosize
          minRows={2}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button onClick={() => void confirm()} loading={sending}>
            Chiudi la segnalazione
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}
