import { Badge } from '@mantine/core';
import { variationStateLabels, type VariationState } from '@portale/shared';

const colors: Record<VariationState, string> = { 1: 'blue', 2: 'orange', 3: 'green', 4: 'red' };

export function VariationStateBadge({ state }: { state: VariationState }) {
  return (
    <Badge color={colors[state]} variant="light">
      {variationStateLabels[state]}
    </Badge>
  );
}
