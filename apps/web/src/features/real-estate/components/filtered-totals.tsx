import { Text } from '@mantine/core';
import type { RoomTotals } from '@portale/shared';
import { formatArea } from '../../../lib/format-area.ts';
import { openRoomsText } from '../real-estate-text.ts';

/**
 * The totals of every room the filters keep, not only the page shown: how many are open on the day, the
 * area in all, the open area and its equivalent.
 */
export function FilteredTotals({ totals, dayText }: { totals: RoomTotals; dayText: string }) {
  if (totals.rooms === 0) return null;
  const parts = [
    `${openRoomsText(totals.openRooms)} ${dayText}`,
    `superficie ${formatArea(totals.area)}`,
    `aperta ${formatArea(totals.openArea)}`,
    ...(totals.equivalentOpenArea === null ? [] : [`equivalente ${formatArea(totals.equivalentOpenArea)}`]),
  ];
  return (
    <Text size="sm">
      <Text span fw={600}>
        Totali dei locali trovati:
      </Text>{' '}
      {parts.join(' · ')}
    </Text>
  );
}
