import { addDays, type RoomState } from '@portale/shared';

/** The least a snapshot of a room's history carries: the day it takes effect and the state from then. */
type Dated = { effectiveFrom: string; state: RoomState };

/**
 * The snapshot in force on a day, of a history sorted oldest first: the latest on or before the day, and
 * the one after it (when the room changes next); undefined before the first, when the room did not exist.
 */
export function snapshotOn<S extends Dated>(
  history: readonly S[],
  day: string,
): { current: S; next: S | undefined } | undefined {
  let index = -1;
  while (index + 1 < history.length && (history[index + 1] as S).effectiveFrom <= day) index += 1;
  if (index < 0) return undefined;
  return { current: history[index] as S, next: history[index + 1] };
}

/** The last day of a snapshot: the day before the next one takes effect, or null while it lasts. */
export const lastDayOf = (next: Dated | undefined): string | null =>
  next ? addDays(next.effectiveFrom, -1) : null;

export type OpenPeriod = { from: string; to: string | null };

/**
 * The periods a room is open, from a history sorted oldest first: consecutive open snapshots (a name or
 * area that changes while open) make one period, which ends the day before the room closes or is
 * suspended; `to` is null when it is open for ever.
 */
export function openPeriodsOf(history: readonly Dated[]): OpenPeriod[] {
  const periods: OpenPeriod[] = [];
  let from: string | null = null;
  for (const snapshot of history) {
    if (snapshot.state === 'open') from ??= snapshot.effectiveFrom;
    else if (from !== null) {
      periods.push({ from, to: addDays(snapshot.effectiveFrom, -1) });
      from = null;
    }
  }
  if (from !== null) periods.push({ from, to: null });
  return periods;
}

/** The open periods that end on or after the day (the one the day falls in, and those after it). */
export const openPeriodsFrom = (periods: readonly OpenPeriod[], day: string): OpenPeriod[] =>
  periods.filter((period) => period.to === null || period.to >= day);
