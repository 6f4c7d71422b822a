import { ActionIcon, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ChosenRecipient } from './recipient-choices.ts';
import { RecipientChooser } from './recipient-picker.tsx';

type RecipientListProps = {
  recipients: readonly ChosenRecipient[];
  /** A recipient just picked (the caller keeps the list with `withRecipient`). */
  onChoose: (recipient: ChosenRecipient) => void;
  onRemove: (recipient: ChosenRecipient) => void;
};

/**
 * The recipients of a new document, by name: what is picked is a recipient at once (a customer as a
 * whole, or one of its job orders or sites in its place), each removable.
 */
export function RecipientList({ recipients, onChoose, onRemove }: RecipientListProps) {
  return (
    <Fieldset legend="Destinatari" variant="filled">
      <Stack gap="sm">
        {recipients.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nessun destinatario: scegli un cliente (il documento sarà per tutto il cliente), oppure una sua
            commessa o ubicazione.
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Destinatari scelti"
          >
            {recipients.map((recipient) => (
              <Group key={recipient.label} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {recipient.label}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(recipient)}
                  aria-label={`Togli ${recipient.label}`}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <RecipientChooser onChoose={onChoose} />
      </Stack>
    </Fieldset>
  );
}
