import { roomStateWords, type RoomHistoryEntry, type RoomState, type RoomTotals } from '@portale/shared';
import { formatArea } from '../../lib/format-area.ts';
import { formatDateAfter, formatPeriod } from '../../lib/format.ts';
import { formatCount } from '../../lib/italian-numbers.ts';

export const roomsText = (count: number): string => formatCount(count, 'locale', 'locali');

export const openRoomsText = (count: number): string => formatCount(count, 'aperto', 'aperti');

/** «42 locali, 38 aperti · 1.234,50 m²»: a level of the tree (a building, a floor) or the filtered rooms. */
export const totalsText = (totals: RoomTotals): string =>
  `${roomsText(totals.rooms)}, ${openRoomsText(totals.openRooms)} · ${formatArea(totals.area)}`;

/** The colour of a state's badge: a room not open stands out, a suspension (meant to end) less so. */
export const stateColours: Record<RoomState, string> = { open: 'green', closed: 'red', suspended: 'orange' };

/** «Aperto», «Chiuso», «Sospeso»: the words of the template's «Stato» column. */
export const stateWord = (state: RoomState): string => roomStateWords[state];

/** The day before a 'YYYY-MM-DD' day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * How long the state shown lasts: «fino al 31/05/2025» when the room's history changes it on a later
 * day (the day before that change is the last of this state), nothing when it stays as it is.
 */
export const untilText = (nextChangeOn: string | null): string | null =>
  nextChangeOn ? formatDateAfter('fino al', dayBefore(nextChangeOn)) : null;

/** «oggi», or «il 01/03/2025»: the day the rooms are shown on, after a verb. */
export const onDayText = (date: string, today: string): string =>
  date === today ? 'oggi' : formatDateAfter('il', date);

/** «dal 01/03/2025 al 31/05/2025», or «dal 01/06/2025 in poi» for the row still in force. */
export const historyPeriodText = ({ from, to }: Pick<RoomHistoryEntry, 'from' | 'to'>): string =>
  to ? formatPeriod(from, to) : `${formatDateAfter('dal', from)} in poi`;

/** «Degenza 12 · 24,50 m² · Degenze · 5 giorni su 7»: what the room was in a period, its state aside. */
export const roomFactsText = (
  entry: Pick<RoomHistoryEntry, 'roomName' | 'area' | 'areaCategoryName' | 'frequencyName'>,
): string =>
  [entry.roomName, formatArea(entry.area), entry.areaCategoryName, entry.frequencyName].join(' · ');

/** «Situazione al 01/03/2025», «Situazione all’08/03/2025»: a heading naming the day shown. */
export const dayHeading = (date: string): string => `Situazione ${formatDateAfter('al', date)}`;
