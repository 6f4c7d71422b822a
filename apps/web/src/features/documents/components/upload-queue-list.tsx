import { ActionIcon, Group, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { formatBytes } from '../../../lib/format-bytes.ts';
import type { QueuedFile, UploadQueue } from './use-upload-queue.ts';

const stateText = (entry: QueuedFile): string | null => {
  if (entry.state === 'sending') return `Invio in corso: ${Math.round(entry.progress * 100)}%`;
  if (entry.state === 'done') return 'Pubblicato';
  return null;
};

/** The files of an upload: each with its title, its progress while it is sent, and any refusal. */
export function UploadQueueList({ queue }: { queue: UploadQueue }) {
  if (queue.files.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" aria-label="File da pubblicare" m={0} p={0} style={{ listStyle: 'none' }}>
      {queue.files.map((entry) => {
        const editable = !queue.sending && (entry.state === 'waiting' || entry.state === 'failed');
        const progress = stateText(entry);
        return (
          <Paper key={entry.key} component="li" withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Group gap="sm" wrap="nowrap" align="flex-end">
                <TextInput
                  label={`Titolo di ${entry.file.name}`}
                  value={entry.title}
                  maxLength={200}
                  disabled={!editable}
                  required
                  onChange={(event) => queue.rename(entry.key, event.currentTarget.value)}
                  error={editable && !entry.title.trim() ? 'Campo richiesto' : undefined}
                  style={{ flex: 1, minWidth: 0 }}
                />
                {entry.state === 'done' ? (
                  <IconCircleCheck size={28} color="var(--mantine-color-teal-7)" aria-hidden />
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    disabled={queue.sending}
                    onClick={() => queue.remove(entry.key)}
                    aria-label={`Togli ${entry.file.name}`}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entry.file.name} · {formatBytes(entry.file.size)}
              </Text>
              {(entry.state === 'sending' || entry.state === 'done') && (
                <Progress
                  value={entry.progress * 100}
                  color={entry.state === 'done' ? 'teal' : undefined}
                  aria-label={`Invio di ${entry.file.name}`}
                />
              )}
              {progress && (
                <Text size="xs" aria-live="polite">
                  {progress}
                </Text>
              )}
              {entry.error && (
                <Text size="sm" c="red.8" role="alert">
                  {entry.error}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
