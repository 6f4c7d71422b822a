import type { RoomTotals } from '@portale/shared';

/**
 * Counts and areas of some rooms on a day, as SQL adds them up (room-totals.repository.ts): areas in
 * hundredths of m², the equivalent area likewise, and whether an open room lacks a coefficient (then the
 * equivalent area is unknown). Levels of the tree and sites of the dashboard add these up.
 */
export type RoomSums = {
  rooms: number;
  openRooms: number;
  areaCenti: number;
  openAreaCenti: number;
  equivalentCenti: number;
  unpriced: boolean;
};

export const noRooms: RoomSums = {
  rooms: 0,
  openRooms: 0,
  areaCenti: 0,
  openAreaCenti: 0,
  equivalentCenti: 0,
  unpriced: false,
};

export function addSums(sums: readonly RoomSums[]): RoomSums {
  return sums.reduce(
    (total, part) => ({
      rooms: total.rooms + part.rooms,
      openRooms: total.openRooms + part.openRooms,
      areaCenti: total.areaCenti + part.areaCenti,
      openAreaCenti: total.openAreaCenti + part.openAreaCenti,
      equivalentCenti: total.equivalentCenti + part.equivalentCenti,
      unpriced: total.unpriced || part.unpriced,
    }),
    noRooms,
  );
}

/** Hundredths of m² as m² with two decimals. */
export const squareMetres = (centi: number) => Math.round(centi) / 100;

export function toTotals(sums: RoomSums): RoomTotals {
  return {
    rooms: sums.rooms,
    openRooms: sums.openRooms,
    area: squareMetres(sums.areaCenti),
    openArea: squareMetres(sums.openAreaCenti),
    equivalentOpenArea: sums.unpriced ? null : squareMetres(sums.equivalentCenti),
  };
}
