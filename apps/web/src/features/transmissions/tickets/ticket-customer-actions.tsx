import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TicketDetail } from '@portale/shared';
import { IconArrowBackUp, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useCloseTicket } from '../api/close-ticket.ts';
import { useReopenTicket } from '../api/reopen-ticket.ts';
import { useWithdrawTicket } from '../api/withdraw-ticket.ts';
import { transmissionErrorMessage } from '../transmission-errors.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { ReasonDialog } from '../../../lib/reason-dialog.tsx';
import { formatDateTimeAfter } from '../../../lib/format.ts';

/** The customer's buttons: withdraw a new ticket, close an answered one, reopen a closed one. */
export function TicketCustomerActions({ ticket }: { ticket: TicketDetail }) {
  const { actions } = ticket;
  const [withdrawing, withdrawDialog] = useDisclosure(false);
  const [closing, closeDialog] = useDisclosure(false);
  const [reopening, reopenDialog] = useDisclosure(false);
  const withdraw = useWithdrawTicket(ticket.ticketId);
  const close = useCloseTicket(ticket.ticketId);
  const reopen = useReopenTicket(ticket.ticketId);
  if (!actions.withdraw && !actions.close && !actions.reopen) return null;

  const confirmWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: withdrawDialog.close,
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Ritiro non riuscito',
          message: transmissionErrorMessage(error),
        }),
    });

  return (
    <Group gap="sm">
      {actions.close && (
        <Button leftSection={<IconCircleCheck size={18} aria-hidden />} onClick={closeDialog.open}>
          Chiudi la segnalazione
        </Button>
      )}
      {actions.reopen && (
        <Button
          variant="light"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          onClick={reopenDialog.open}
        >
          Riapri
        </Button>
      )}
      {actions.withdraw && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconX size={18} aria-hidden />}
          onClick={withdrawDialog.open}
        >
          Ritira la segnalazione
        </Button>
      )}
      <FeedbackDialog
        opened={closing}
        onClose={closeDialog.close}
        onConfirm={(feedback) => close.mutateAsync(feedback)}
      />
      <ReasonDialog
        opened={reopening}
        title="Riapri la segnalazione"
        intro={
          actions.reopenUntil && (
            <Text size="sm">Puoi riaprirla {formatDateTimeAfter('fino al', actions.reopenUntil)}.</Text>
          )
        }
        reason={{ label: 'Motivo', description: 'Che cosa non è stato risolto?', required: true }}
        confirmLabel="Riapri"
        onConfirm={(reason) => reopen.mutateAsync({ reason })}
        errorMessage={transmissionErrorMessage}
        onClose={reopenDialog.close}
      />
      <Modal opened={withdrawing} onClose={withdrawDialog.close} title="Ritira la segnalazione" centered>
        <Stack gap="md">
          <Text size="sm">
            La segnalazione {ticket.code} verrà chiusa senza intervento del fornitore. Vuoi ritirarla?
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={withdrawDialog.close}>
              Annulla
            </Button>
            <Button color="red" loading={withdraw.isPending} onClick={confirmWithdraw}>
              Ritira
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
