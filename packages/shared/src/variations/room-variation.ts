import type { IsoDate } from '../dates/calendar-day.ts';
import type { RoomState } from '../real-estate/room-enums.ts';
import { addDays } from '../sites/calendar-dates.ts';
import { RoomVariationType } from './variation-enums.ts';

/** The least a row of a room's history (room_states) carries for a variation to apply to it. */
export type VariableSnapshot = {
  effectiveFrom: IsoDate;
  state: RoomState;
  /** The accepted (or, in an overlay, pending) variation that wrote the row; null otherwise. */
  variationId: number | null;
};

/** A room variation as it applies to one room's history. */
export type RoomVariationPeriod = {
  variationId: number;
  roomVariationType: RoomVariationType;
  dateFrom: IsoDate;
  /** The last day it lasts; null: from dateFrom on, for good. */
  dateTo: IsoDate | null;
};

/** What a room's history becomes with a variation, and the rows the variation writes into it. */
export type AppliedRoomVariation<S> = {
  /** The whole history, oldest first. */
  history: S[];
  /** The rows written (each tagged with the variation), oldest first: they replace a row of the same day. */
  written: S[];
};

const stateOf: Partial<Record<RoomVariationType, RoomState>> = {
  [RoomVariationType.close]: 'closed',
  [RoomVariationType.suspend]: 'suspended',
  [RoomVariationType.open]: 'open',
};

/**
 * Applies a room variation to a room's history (sorted oldest first), as the overlay of pending requests,
 * the acceptance and the fee preview all do: on every day of [dateFrom, dateTo] the room is closed,
 * suspended or open, or, for a modification, what `modify` makes of it (its new area, category or
 * frequency); from dateTo + 1 it is back as it was. The rows in force during the period are rewritten
 * (the one in force on dateFrom moved to dateFrom), a row puts the room back on dateTo + 1 unless the
 * history already changes that day, and every written row carries the variation's id. A room that does
 * not exist yet on dateFrom is left as it is (validation refuses such a request).
 */
export function applyRoomVariation<S extends VariableSnapshot>(
  history: readonly S[],
  variation: RoomVariationPeriod,
  modify: (snapshot: S) => S = (snapshot) => snapshot,
): AppliedRoomVariation<S> {
  const { dateFrom, dateTo, variationId } = variation;
  const inForce = (day: IsoDate) => history.findLast((snapshot) => snapshot.effectiveFrom <= day);
  const start = inForce(dateFrom);
  if (!start) return { history: [...history], written: [] };
  const state = stateOf[variation.roomVariationType];
  const change = (snapshot: S, effectiveFrom: IsoDate): S => {
    const changed = state === undefined ? modify(snapshot) : { ...snapshot, state };
    return { ...changed, effectiveFrom, variationId };
  };
  const within = (day: IsoDate) => day > dateFrom && (dateTo === null || day <= dateTo);
  const written: S[] = [change(start, dateFrom)];
  for (const snapshot of history)
    if (within(snapshot.effectiveFrom)) written.push(change(snapshot, snapshot.effectiveFrom));
  if (dateTo !== null) {
    const dayAfter = addDays(dateTo, 1);
    const back = inForce(dayAfter);
    if (back && back.effectiveFrom !== dayAfter)
      written.push({ ...back, effectiveFrom: dayAfter, variationId });
  }
  const writtenDays = new Set(written.map((snapshot) => snapshot.effectiveFrom));
  const kept = history.filter((snapshot) => !writtenDays.has(snapshot.effectiveFrom));
  return {
    history: [...kept, ...written].sort((a, b) =>
      a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0,
    ),
    written,
  };
}

/** The new values of a modified room, the fields left null staying as they are. */
export type RoomModification = {
  newAreaCentiSqm: number | null;
  newAreaCategoryId: number | null;
  newFrequencyCode: string | null;
};

/** `modify` for histories that carry the registry's own fields (room_states' columns). */
export const modifyRoomFields =
  (modification: RoomModification) =>
  <S extends { areaCentiSqm: number; areaCategoryId: number; frequencyCode: string }>(snapshot: S): S => ({
    ...snapshot,
    areaCentiSqm: modification.newAreaCentiSqm ?? snapshot.areaCentiSqm,
    areaCategoryId: modification.newAreaCategoryId ?? snapshot.areaCategoryId,
    frequencyCode: modification.newFrequencyCode ?? snapshot.frequencyCode,
  });

/** A room's open periods as the room calls give them: `to` null while it stays open. */
export type RoomOpenPeriod = { from: IsoDate; to: IsoDate | null };

/** Whether a day falls within one of the periods. */
export const isOpenOn = (periods: readonly RoomOpenPeriod[], day: IsoDate): boolean =>
  periods.some((period) => period.from <= day && (period.to === null || day <= period.to));
