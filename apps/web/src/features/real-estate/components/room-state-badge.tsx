import { Badge } from '@mantine/core';
import type { RoomState } from '@portale/shared';
import { wrappingBadge } from '../../../lib/wrapping-labels.ts';
import { stateColours, stateWord } from '../real-estate-text.ts';

/** A room's state on the day in words: «Aperto», «Chiuso», «Sospeso». */
export function RoomStateBadge({ state }: { state: RoomState }) {
  return (
    <Badge variant="light" color={stateColours[state]} classNames={wrappingBadge}>
      {stateWord(state)}
    </Badge>
  );
}
