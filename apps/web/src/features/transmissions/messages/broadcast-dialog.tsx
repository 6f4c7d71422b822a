import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Attachment, MessageCustomer } from '@portale/shared';
import { IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { FormDialog } from '../../../lib/form-dialog.tsx';
import { focusFirstError } from '../../../lib/form-errors.ts';
import { useBroadcastMessage } from '../api/broadcast-message.ts';
import { useCustomerSites } from '../../../lib/api/customer-sites.ts';
import { AttachmentPicker } from '../attachments/attachment-picker.tsx';
import { transmissionErrorMessage } from '../transmission-errors.ts';
import { formatNumber } from '../../../lib/italian-numbers.ts';
import { siteOptionOf } from '../../../lib/site-label.ts';

type BroadcastDialogProps = { opened: boolean; onClose: () => void; customers: readonly MessageCustomer[] };

/** A communication from the provider to one or many customers; for one, optionally a job order or site. */
export function BroadcastDialog({ opened, onClose, customers }: BroadcastDialogProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const navigate = useNavigate();
  const [customerCodes, setCustomerCodes] = useState<string[]>([]);
  const [jobOrderId, setJobOrderId] = useState<string | null>(null);
  const [siteCode, setSiteCode] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const customersInput = useRef<HTMLInputElement>(null);
  const subjectInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const broadcast = useBroadcastMessage();
  const single = customerCodes.length === 1 ? (customerCodes[0] ?? null) : null;
  const sites = useCustomerSites(single);
  const jobOrders = [...new Set((sites.data ?? []).map((site) => site.taskId))];
  const siteOptions = (sites.data ?? []).filter((site) => !jobOrderId || site.taskId === jobOrderId);

  const send = async () => {
    setTried(true);
    const missing = focusFirstError([
      [customerCodes.length === 0, customersInput],
      [!subject.trim(), subjectInput],
      [!text.trim(), textInput],
    ]);
    if (missing) return;
    const result = await broadcast
      .mutateAsync({
        customerCodes,
        subject: subject.trim(),
        text: text.trim(),
        attachmentIds: attachments.map((file) => file.attachmentId),
        ...(single && jobOrderId && { jobOrderId }),
        ...(single && siteCode && { siteCode }),
      })
      .catch(() => null);
    if (!result) return;
    notifications.show({
      color: 'teal',
      title: 'Comunicazione inviata',
      message:
        result.threadIds.length === 1
          ? 'Inviata al cliente.'
          : `Inviata a ${formatNumber(result.threadIds.length)} clienti.`,
    });
    onClose();
    const [first] = result.threadIds;
    if (result.threadIds.length === 1 && first)
      void navigate({ to: '/transmissions/messages/$id', params: { id: first } });
  };

  return (
    <FormDialog
      dirty={
        customerCodes.length > 0 || subject.trim() !== '' || text.trim() !== '' || attachments.length > 0
      }
      opened={opened}
      onClose={onClose}
      title="Nuova comunicazione"
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="md">
        {broadcast.isError && (
          <Alert color="red" variant="light" role="alert">
            {transmissionErrorMessage(broadcast.error)}
          </Alert>
        )}
        <MultiSelect
          ref={customersInput}
          label="Clienti"
          placeholder="Scegli uno o più clienti"
          searchable
          required
          data={customers.map((customer) => ({ value: customer.customerCode, label: customer.name }))}
          value={customerCodes}
          onChange={(codes) => {
            setCustomerCodes(codes);
            setJobOrderId(null);
            setSiteCode(null);
          }}
          error={tried && customerCodes.length === 0 ? 'Scegli almeno un cliente' : undefined}
        />
        <Group gap="xs">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setCustomerCodes(customers.map((c) => c.customerCode))}
          >
            Tutti i clienti attivi
          </Button>
        </Group>
        {single ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Commessa"
              placeholder="Tutte"
              clearable
              data={jobOrders}
              value={jobOrderId}
              onChange={setJobOrderId}
            />
            <Select
              label="Ubicazione"
              placeholder="Tutte"
              searchable
              clearable
              data={siteOptions.map(siteOptionOf)}
              value={siteCode}
              onChange={setSiteCode}
            />
          </SimpleGrid>
        ) : (
          <Text size="xs" c="dimmed">
            Con un solo cliente si può indirizzare la comunicazione a una sua commessa o ubicazione.
          </Text>
        )}
        <TextInput
          ref={subjectInput}
          label="Oggetto"
          required
          maxLength={150}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={tried && !subject.trim() ? 'Campo richiesto' : undefined}
        />
        <Textarea
          ref={textInput}
          label="Testo"
          required
          autosize
          minRows={5}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={tried && !text.trim() ? 'Campo richiesto' : undefined}
        />
        <AttachmentPicker
          area="messages"
          value={attachments}
          onChange={setAttachments}
          onBusyChange={setUploading}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button
            leftSection={<IconSend size={18} aria-hidden />}
            loading={broadcast.isPending}
            disabled={uploading}
            onClick={() => void send()}
          >
            Invia
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}
