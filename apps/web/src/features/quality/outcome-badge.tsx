import { Badge } from '@mantine/core';
import { wrappingBadge } from '../../lib/wrapping-labels.ts';
import { outcomeLabel } from './quality-words.ts';

/** A control's outcome: green when compliant, red when not, grey while in progress; its words wrap. */
export function OutcomeBadge({ compliant }: { compliant: boolean | null }) {
  const color = compliant === null ? 'gray' : compliant ? 'green' : 'red';
  return (
    <Badge color={color} variant="light" classNames={wrappingBadge}>
      {outcomeLabel(compliant)}
    </Badge>
  );
}
