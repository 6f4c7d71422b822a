import { Badge, Group, List, Paper, Text, Tooltip } from '@mantine/core';
import type { PublishingItem } from '@portale/shared';
import { wrappingBadge } from '../../../lib/wrapping-labels.ts';

type WarningKey = 'datesWarning' | 'baseFeeWarning' | 'serviceWarning';

/** The three warnings of the publishing list: what each means and how to clear it. */
export const publishingWarnings: readonly { key: WarningKey; label: string; explanation: string }[] = [
  {
    key: 'datesWarning',
    label: 'Date non valide',
    explanation: 'Le date dell’ubicazione escono dal periodo della sua commessa: correggile nella scheda.',
  },
  {
    key: 'baseFeeWarning',
    label: 'Canone base mancante',
    explanation: 'Manca la ripartizione del canone o la formula di calcolo: il canone non si può calcolare.',
  },
  {
    key: 'serviceWarning',
    label: 'Servizi mancanti',
    explanation: 'Nessun servizio è associato all’ubicazione: il cliente non vedrebbe cosa viene svolto.',
  },
];

/** The warnings of one site as badges; each explains itself on hover or focus, and to screen readers. */
export function PublishingWarningBadges({ site }: { site: PublishingItem }) {
  const raised = publishingWarnings.filter((warning) => site[warning.key]);
  if (raised.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nessun avviso
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {raised.map((warning) => (
        <Tooltip
          key={warning.key}
          label={warning.explanation}
          multiline
          w={260}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Badge
            color="orange"
            variant="light"
            classNames={wrappingBadge}
            tabIndex={0}
            aria-label={`${warning.label}: ${warning.explanation}`}
          >
            {warning.label}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}

/** The legend of the warnings, on the page itself: nothing is explained only by a tooltip. */
export function PublishingWarningsLegend() {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="orange.0"
      component="section"
      aria-labelledby="warnings-legend-title"
    >
      <Text fw={600} size="sm" id="warnings-legend-title" mb={4}>
        Avvisi prima della pubblicazione
      </Text>
      <List size="sm" spacing={2}>
        {publishingWarnings.map((warning) => (
          <List.Item key={warning.key}>
            <Text span size="sm" fw={600}>
              {warning.label}
            </Text>{' '}
            – {warning.explanation}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={4}>
        Un’ubicazione con avvisi si può pubblicare comunque, ma il cliente vedrebbe dati incompleti.
      </Text>
    </Paper>
  );
}
