import { Badge, Group, Loader, Text } from '@mantine/core';
import { serviceTypeLabels, serviceTypes, type PlanOccurrence } from '@portale/shared';
import { formatCount } from '../../lib/italian-numbers.ts';
import { jointControlColor, serviceTypeColors } from './planning-words.ts';

/** The colours of the calendar: one a type of work, and red for work the provider did not do. */
export function PlanLegend() {
  return (
    <Group
      gap={6}
      component="ul"
      aria-label="Legenda dei colori"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {serviceTypes.map((type) => (
        <li key={type}>
          <Badge color={serviceTypeColors[type]} variant="light" radius="sm">
            {serviceTypeLabels[type]}
          </Badge>
        </li>
      ))}
      <li>
        <Badge color="red" variant="filled" radius="sm">
          Non svolta
        </Badge>
      </li>
      <li>
        <Badge color={jointControlColor} variant="filled" radius="sm">
          Controllo in contraddittorio
        </Badge>
      </li>
    </Group>
  );
}

/** What the range shown holds: the work planned, and how much of it was done or missed. */
export function PlanSummary({
  occurrences,
  loading,
}: {
  occurrences: readonly PlanOccurrence[] | undefined;
  loading: boolean;
}) {
  if (!occurrences) return loading ? <Loader size="sm" aria-label="Caricamento del piano" /> : null;
  const done = occurrences.filter((occurrence) => occurrence.state === 'done').length;
  const missed = occurrences.filter((occurrence) => occurrence.state === 'missed').length;
  return (
    <Text size="sm" role="status" aria-live="polite">
      {formatCount(occurrences.length, 'attività', 'attività')} nel periodo
      {done > 0 ? `, ${formatCount(done, 'svolta', 'svolte')}` : ''}
      {missed > 0 ? `, ${formatCount(missed, 'non svolta', 'non svolte')}` : ''}
    </Text>
  );
}
