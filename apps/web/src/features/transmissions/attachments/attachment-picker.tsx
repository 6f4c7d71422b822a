import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  FileButton,
  Group,
  Image,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { Attachment } from '@portale/shared';
import { IconCamera, IconFile, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useUploadRules } from '../../../lib/api/upload-rules.ts';
import { uploadAttachment, type AttachmentArea } from '../api/upload-attachment.ts';
import { transmissionErrorMessage } from '../transmission-errors.ts';
import { extensionOf, formatBytes } from '../../../lib/format-bytes.ts';

type AttachmentPickerProps = {
  area: AttachmentArea;
  value: Attachment[];
  onChange: (attachments: Attachment[]) => void;
  /** Tells the form an upload is running (the message waits for it). */
  onBusyChange?: (busy: boolean) => void;
};

type Refusal = { filename: string; reason: string };

/** The side of a chosen file's preview, in pixels. */
const previewSize = 56;

/**
 * Previews of the photos chosen, from the files on the device (nothing to download): an object URL per
 * uploaded attachment, released when the file is removed or the form goes away.
 */
function usePhotoPreviews() {
  const urls = useRef(new Map<string, string>());
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held.values()) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);
  const add = (attachmentId: string, file: File) => {
    if (!file.type.startsWith('image/')) return;
    urls.current.set(attachmentId, URL.createObjectURL(file));
    setPreviews(new Map(urls.current));
  };
  const drop = (attachmentId: string) => {
    const url = urls.current.get(attachmentId);
    if (!url) return;
    URL.revokeObjectURL(url);
    urls.current.delete(attachmentId);
    setPreviews(new Map(urls.current));
  };
  return { previews, add, drop };
}

const refused = (code: string) => new ApiError({ message: code, status: 409, body: { code } });

/**
 * Files for a message: dropped or chosen (drag and drop on a computer, the gallery or the camera on a
 * phone), each checked against the rules and uploaded at once, so that a refused file is explained
 * beside its name before the message is sent.
 */
export function AttachmentPicker({ area, value, onChange, onBusyChange }: AttachmentPickerProps) {
  const { data: rules } = useUploadRules();
  const [pending, setPending] = useState<string[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const photos = usePhotoPreviews();
  const maxFiles = rules?.maxFiles ?? 10;
  const allowed = rules?.allowedExtensions ?? [];

  const add = async (files: File[]) => {
    const room = maxFiles - value.length;
    const problems: Refusal[] = files.slice(room).map((file) => ({
      filename: file.name,
      reason: `Si possono allegare al massimo ${maxFiles} file.`,
    }));
    const accepted: Attachment[] = [];
    const batch = files.slice(0, Math.max(0, room));
    setPending(batch.map((file) => file.name));
    onBusyChange?.(true);
    for (const file of batch) {
      try {
        if (rules && !allowed.includes(extensionOf(file.name)))
          throw refused('ATTACHMENT_EXTENSION_NOT_ALLOWED');
        if (rules && file.size > rules.maxBytes) throw refused('PAYLOAD_TOO_LARGE');
        const uploaded = await uploadAttachment(area, file);
        photos.add(uploaded.attachmentId, file);
        accepted.push(uploaded);
      } catch (error) {
        problems.push({ filename: file.name, reason: transmissionErrorMessage(error, allowed) });
      }
    }
    setPending([]);
    onBusyChange?.(false);
    setRefusals(problems);
    if (accepted.length > 0) onChange([...value, ...accepted]);
  };

  const remove = (attachmentId: string) => {
    photos.drop(attachmentId);
    onChange(value.filter((file) => file.attachmentId !== attachmentId));
  };
  const busy = pending.length > 0;

  return (
    <Stack gap="xs">
      <Dropzone onDrop={(files) => void add(files)} loading={busy} multiple aria-label="Allega file">
        <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
          <Dropzone.Idle>
            <IconUpload size={28} aria-hidden />
          </Dropzone.Idle>
          <Dropzone.Accept>
            <IconPaperclip size={28} aria-hidden />
          </Dropzone.Accept>
          <div>
            <Text size="sm" fw={500}>
              Trascina qui i file oppure selezionali
            </Text>
            {rules && (
              <Text size="xs" c="dimmed">
                Fino a {rules.maxFiles} file di {formatBytes(rules.maxBytes)} al massimo: {allowed.join(', ')}
              </Text>
            )}
          </div>
        </Group>
      </Dropzone>
      <FileButton onChange={(files) => void add(files)} accept="image/*" capture="environment" multiple>
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconCamera size={18} aria-hidden />}
            disabled={busy}
            hiddenFrom="sm"
          >
            Scatta una foto
          </Button>
        )}
      </FileButton>
      {pending.map((filename) => (
        <Group key={filename} gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Caricamento di {filename}…</Text>
        </Group>
      ))}
      {refusals.map((refusal) => (
        <Alert key={refusal.filename} color="red" variant="light" role="alert" title={refusal.filename}>
          {refusal.reason}
        </Alert>
      ))}
      {value.length > 0 && (
        <Stack
          gap={4}
          component="ul"
          aria-label="File allegati"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {value.map((file) => (
            <Group key={file.attachmentId} component="li" gap="sm" wrap="nowrap">
              <FilePreview filename={file.filename} url={photos.previews.get(file.attachmentId)} />
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {file.filename}{' '}
                <Text span size="xs" c="dimmed">
                  ({formatBytes(file.sizeBytes)})
                </Text>
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => remove(file.attachmentId)}
                aria-label={`Rimuovi ${file.filename}`}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The photo itself, as the user chose it, or a file icon for documents. */
function FilePreview({ filename, url }: { filename: string; url: string | undefined }) {
  if (url) {
    return (
      <Image
        src={url}
        alt={filename}
        w={previewSize}
        h={previewSize}
        fit="cover"
        radius="sm"
        style={{ flex: 'none' }}
      />
    );
  }
  return (
    <Center w={previewSize} h={previewSize} bg="gray.1" c="gray.6" style={{ flex: 'none', borderRadius: 4 }}>
      <IconFile size={24} stroke={1.5} aria-hidden />
    </Center>
  );
}
