import { ActionIcon, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { RecipientPicker, type ChosenRecipient } from './recipient-picker.tsx';

type RecipientListProps = {
  recipients: readonly ChosenRecipient[];
  onAdd: (recipient: ChosenRecipient) => void;
  onRemove: (recipient: ChosenRecipient) => void;
};

/** The recipients of a new document: chosen one by one with the pickers, each removable. */
export function RecipientList({ recipients, onAdd, onRemove }: RecipientListProps) {
  return (
    <Fieldset legend="Destinatari" variant="filled">
      <Stack gap="sm">
        {recipients.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nessun destinatario: scegli un cliente, e se serve una sua commessa o ubicazione.
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
        <RecipientPicker onAdd={onAdd} />
      </Stack>
    </Fieldset>
  );
}
