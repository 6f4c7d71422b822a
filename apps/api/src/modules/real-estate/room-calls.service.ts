import type { z } from 'zod';
import {
  realEstateAccess,
  type roomDatePairsSchema,
  type roomDetailsMapSchema,
  type roomOpenPeriodsMapSchema,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { assertSiteReader, siteScopeOf } from '../tenancy/index.ts';
import { openPeriodsFrom, openPeriodsOf, snapshotOn } from './room-history.ts';
import { withPendingVariations } from './room-overlay.ts';
import type { RoomHistoryRecord, RoomReadsRepository } from './room-reads.repository.ts';
import { squareMetres } from './room-totals.ts';

type RoomDatePairs = z.output<typeof roomDatePairsSchema>;
type RoomDetailsMap = z.output<typeof roomDetailsMapSchema>;
type RoomOpenPeriodsMap = z.output<typeof roomOpenPeriodsMapSchema>;

/** The pairs with each room's history, oldest first, once the rooms and their sites have been checked. */
type CheckedPairs = { pairs: RoomDatePairs; histories: Map<number, RoomHistoryRecord[]> };

/**
 * The room calls of SPEC.md section 7 (room-details, periods-when-rooms-open), which the fees and the
 * variations ask: every room must be within the caller's reach (404), its site must have a fee formula
 * (513), and when that formula counts equivalent square metres the room's category and frequency on the
 * day asked must have their coefficients (512). Answers are maps room id → day → answer, the rooms'
 * pending variation requests (sent or to be handled) included, but the one in excludedVariationId (a
 * request being edited must not collide with itself).
 */
export function createRoomCallsService(deps: { rooms: RoomReadsRepository }) {
  async function check(
    auth: AuthContext,
    pairs: RoomDatePairs,
    excludedVariationId: number | null,
  ): Promise<CheckedPairs> {
    assertSiteReader(auth, realEstateAccess.rules.read);
    const roomIds = [...new Set(pairs.map((pair) => pair.roomId))];
    const reachable = await deps.rooms.findReachableRooms(roomIds, siteScopeOf(auth));
    if (reachable.length < roomIds.length) throw new AppError('ROOM_NOT_FOUND');
    if (reachable.some((room) => room.feeFormula === null))
      throw new AppError('SITE_ROOMS_FORMULA_NOT_FOUND');
    const recorded = new Map<number, RoomHistoryRecord[]>(roomIds.map((roomId) => [roomId, []]));
    for (const snapshot of await deps.rooms.findHistories(roomIds))
      recorded.get(snapshot.roomId)?.push(snapshot);
    const histories = withPendingVariations(
      recorded,
      await deps.rooms.findPendingVariations(roomIds, excludedVariationId),
    );
    const countsEquivalentArea = new Set(
      reachable.filter((room) => room.feeFormula === 'equivalent_square_metres').map((room) => room.roomId),
    );
    for (const { roomId, date } of pairs) {
      if (!countsEquivalentArea.has(roomId)) continue;
      const snapshot = snapshotOn(histories.get(roomId) ?? [], date)?.current;
      if (snapshot && (snapshot.categoryCoefficient === null || snapshot.frequencyCoefficient === null))
        throw new AppError('SITE_ROOMS_NO_DEFAULT_PARAMETERS');
    }
    return { pairs, histories };
  }

  /** room id → day → what `answer` gives for the room's history and the day (left out when undefined). */
  function mapOf<T>(
    { pairs, histories }: CheckedPairs,
    answer: (history: RoomHistoryRecord[], day: string) => T | undefined,
  ): Record<string, Record<string, T>> {
    const map: Record<string, Record<string, T>> = {};
    for (const { roomId, date } of pairs) {
      const value = answer(histories.get(roomId) ?? [], date);
      if (value !== undefined) (map[String(roomId)] ??= {})[date] = value;
    }
    return map;
  }

  return {
    /** Each room as it is on each day; a day before the room existed is left out of its map. */
    async details(
      auth: AuthContext,
      pairs: RoomDatePairs,
      excludedVariationId: number | null = null,
    ): Promise<RoomDetailsMap> {
      return mapOf(await check(auth, pairs, excludedVariationId), (history, day) => {
        const snapshot = snapshotOn(history, day)?.current;
        return (
          snapshot && {
            roomName: snapshot.roomName,
            open: snapshot.state === 'open',
            areaCategoryId: snapshot.areaCategoryId,
            area: squareMetres(snapshot.areaCentiSqm),
            frequency: snapshot.frequency,
          }
        );
      });
    },

    /** Each room's open periods that end on or after each day (`to` null: open for ever). */
    async openPeriods(
      auth: AuthContext,
      pairs: RoomDatePairs,
      excludedVariationId: number | null = null,
    ): Promise<RoomOpenPeriodsMap> {
      return mapOf(await check(auth, pairs, excludedVariationId), (history, day) =>
        openPeriodsFrom(openPeriodsOf(history), day),
      );
    },
  };
}

export type RoomCallsService = ReturnType<typeof createRoomCallsService>;
