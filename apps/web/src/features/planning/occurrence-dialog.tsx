import { Badge, Modal, Stack, Text } from '@mantine/core';
import { serviceTypeLabels, type PlanOccurrence } from '@portale/shared';
import { formatDate } from '../../lib/format.ts';
import { dialogStyles } from '../../lib/dialog-styles.ts';
import { OccurrenceActions } from './occurrence-actions.tsx';
import { occurrenceStateColors, occurrenceStateLabels, shiftWords } from './planning-words.ts';

/** An occurrence of the plan opened from the calendar: what, where, when, and what became of it. */
export function OccurrenceDialog({
  occurrence,
  staff,
  onClose,
}: {
  occurrence: PlanOccurrence | null;
  staff: boolean;
  onClose: () => void;
}) {
  const shift = occurrence ? shiftWords[occurrence.shift] : null;
  return (
    <Modal
      opened={occurrence !== null}
      onClose={onClose}
      title={occurrence?.serviceName ?? ''}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
      styles={dialogStyles}
    >
      {occurrence && (
        <Stack gap="sm">
          <Text>{occurrence.siteName}</Text>
          <Text>
            {formatDate(occurrence.date)}
            {shift && ` (${shift}: era previsto il ${formatDate(occurrence.ruleDate)})`}
          </Text>
          <Badge color={occurrenceStateColors[occurrence.state]} variant="light">
            {occurrenceStateLabels[occurrence.state]}
          </Badge>
          <Text size="sm" c="dimmed">
            {serviceTypeLabels[occurrence.serviceType]}
          </Text>
          {staff && <OccurrenceActions occurrence={occurrence} onDone={onClose} />}
        </Stack>
      )}
    </Modal>
  );
}
