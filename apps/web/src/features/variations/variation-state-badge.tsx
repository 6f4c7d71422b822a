import { Badge } from '@mantine/core';
import { variationStateLabels, type VariationState } from '@portale/shared';
import { wrappingBadge } from '../../lib/wrapping-labels.ts';

const colors: Record<VariationState, string> = { 1: 'blue', 2: 'orange', 3: 'green', 4: 'red' };

/** A request's state; its words wrap rather than end in «…». */
export function VariationStateBadge({ state }: { state: VariationState }) {
  return (
    <Badge color={colors[state]} variant="light" classNames={wrappingBadge}>
      {variationStateLabels[state]}
    </Badge>
  );
}
