import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import type { Attachment } from '@portale/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { focusFirstError } from '../../lib/form-errors.ts';
import type { AttachmentArea } from './api/upload-attachment.ts';
import { AttachmentPicker } from './attachments/attachment-picker.tsx';
import { transmissionErrorMessage } from './transmission-errors.ts';

export type ComposerAction = {
  label: string;
  icon?: ReactNode;
  variant?: 'filled' | 'light' | 'default';
  send: (message: { text: string; attachmentIds: string[] }) => Promise<unknown>;
};

type MessageComposerProps = {
  area: AttachmentArea;
  label: string;
  placeholder?: string;
  /** One button per way of sending (e.g. a plain message, or the answer that marks a ticket handled). */
  actions: readonly ComposerAction[];
};

/** A message with files, for a ticket's thread or a communication. */
export function MessageComposer({ area, label, placeholder, actions }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [empty, setEmpty] = useState(false);
  const textInput = useRef<HTMLTextAreaElement>(null);

  const send = async (action: ComposerAction) => {
    if (focusFirstError([[!text.trim(), textInput]])) {
      setEmpty(true);
      return;
    }
    setSending(action.label);
    setFailure(null);
    try {
      await action.send({ text: text.trim(), attachmentIds: attachments.map((file) => file.attachmentId) });
      setText('');
      setAttachments([]);
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(null);
    }
  };

  return (
    <Stack gap="sm">
      {failure !== null && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {transmissionErrorMessage(failure)}
        </Alert>
      )}
      <Textarea
        ref={textInput}
        label={label}
        placeholder={placeholder}
        autosize
        minRows={3}
        maxLength={5000}
        value={text}
        error={empty && !text.trim() ? 'Scrivi il messaggio' : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setEmpty(false);
        }}
      />
      <AttachmentPicker
        area={area}
        value={attachments}
        onChange={setAttachments}
        onBusyChange={setUploading}
      />
      <Group justify="flex-end" gap="sm">
        {actions.map((action) => (
          <Button
            key={action.label}
            variant={action.variant ?? 'filled'}
            leftSection={action.icon}
            loading={sending === action.label}
            disabled={uploading || (sending !== null && sending !== action.label)}
            onClick={() => void send(action)}
          >
            {action.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
