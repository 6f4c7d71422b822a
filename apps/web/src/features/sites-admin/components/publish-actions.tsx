import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useSetPublished } from '../api/set-published.ts';
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx';
import { siteEditorErrorMessage } from '../site-editor-errors.ts';
import { formatCount } from '../../../lib/italian-numbers.ts';

type PublishActionsProps = {
  selected: readonly string[];
  onDone: () => void;
  /** Under the top bar above the list, or (on a phone, below the list) at the bottom of the screen. */
  stickTo?: 'top' | 'bottom';
};

const sitesLabel = (count: number) => formatCount(count, 'ubicazione', 'ubicazioni');

const questions = {
  publish: {
    title: 'Pubblicare le ubicazioni?',
    message: (count: number) =>
      `${sitesLabel(count)} ${count === 1 ? 'diventerà visibile' : 'diventeranno visibili'} agli utenti dei clienti.`,
    confirmLabel: 'Pubblica',
    done: (count: number) => `${sitesLabel(count)} ${count === 1 ? 'pubblicata' : 'pubblicate'}.`,
  },
  withdraw: {
    title: 'Ritirare le ubicazioni?',
    message: (count: number) =>
      `${sitesLabel(count)} non ${count === 1 ? 'sarà più visibile' : 'saranno più visibili'} agli utenti dei clienti.`,
    confirmLabel: 'Ritira',
    done: (count: number) =>
      `${sitesLabel(count)} ${count === 1 ? 'ritirata' : 'ritirate'} dalla pubblicazione.`,
  },
} as const;

/** "Pubblica" and "Ritira" for the selected sites, each asking first and reporting the result. */
export function PublishActions({ selected, onDone, stickTo = 'top' }: PublishActionsProps) {
  const setPublished = useSetPublished();
  const [action, setAction] = useState<keyof typeof questions | null>(null);
  const question = action ? questions[action] : null;

  const confirm = async () => {
    if (!action) return;
    const result = await setPublished.mutateAsync({
      siteCodes: [...selected],
      published: action === 'publish',
    });
    notifications.show({ color: 'green', title: 'Fatto', message: questions[action].done(result.updated) });
    onDone();
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      pos="sticky"
      top={stickTo === 'top' ? 70 : undefined}
      bottom={stickTo === 'bottom' ? 8 : undefined}
      shadow={stickTo === 'bottom' ? 'md' : undefined}
      style={{ zIndex: 2 }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" aria-live="polite">
          {selected.length === 0
            ? 'Seleziona le ubicazioni da pubblicare o ritirare.'
            : formatCount(selected.length, 'ubicazione selezionata', 'ubicazioni selezionate')}
        </Text>
        <Group gap="xs">
          {selected.length > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={onDone}>
              Deseleziona
            </Button>
          )}
          <Button
            leftSection={<IconEye size={16} aria-hidden />}
            disabled={selected.length === 0}
            onClick={() => setAction('publish')}
          >
            Pubblica
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconEyeOff size={16} aria-hidden />}
            disabled={selected.length === 0}
            onClick={() => setAction('withdraw')}
          >
            Ritira
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={question !== null}
        title={question?.title ?? ''}
        message={question?.message(selected.length) ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        color={action === 'withdraw' ? 'red' : undefined}
        onConfirm={confirm}
        errorMessage={siteEditorErrorMessage}
        onClose={() => setAction(null)}
      />
    </Paper>
  );
}
