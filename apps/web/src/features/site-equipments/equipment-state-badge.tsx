import { Badge } from '@mantine/core';
import type { EquipmentState } from '@portale/shared';
import { wrappingBadge } from '../../lib/wrapping-labels.ts';
import { equipmentStateColours, equipmentStateLabel } from './site-equipments-words.ts';

/** Whether it works, in words and in the theme's colour: «In servizio», «In manutenzione», «Fuori servizio». */
export function EquipmentStateBadge({ state }: { state: EquipmentState }) {
  return (
    <Badge variant="light" color={equipmentStateColours[state]} classNames={wrappingBadge}>
      {equipmentStateLabel(state)}
    </Badge>
  );
}

/** A retired piece of equipment, beside its state. */
export function RetiredBadge() {
  return (
    <Badge variant="light" color="gray" classNames={wrappingBadge}>
      Dismessa
    </Badge>
  );
}
