import { applyRoomVariation, type RoomVariationType } from '@portale/shared';
import type { PendingRoomVariationRecord, RoomHistoryRecord } from './room-reads.repository.ts';

/**
 * The rooms' histories with their pending variation requests (sent or to be handled) applied in the
 * order they were asked, by the same function that writes an accepted one: the room calls of SPEC.md
 * section 7 answer with them, so a new request cannot collide with one still waiting, and the request
 * being edited is left out by the caller (excludedVariationId).
 */
export function withPendingVariations(
  histories: ReadonlyMap<number, RoomHistoryRecord[]>,
  pending: readonly PendingRoomVariationRecord[],
): Map<number, RoomHistoryRecord[]> {
  const result = new Map(histories);
  for (const variation of pending) {
    const history = result.get(variation.roomId);
    if (!history || variation.roomVariationType === null) continue;
    const { history: changed } = applyRoomVariation(
      history,
      {
        variationId: variation.variationId,
        roomVariationType: variation.roomVariationType as RoomVariationType,
        dateFrom: variation.dateFrom,
        dateTo: variation.dateTo,
      },
      (snapshot) => ({
        ...snapshot,
        areaCentiSqm: variation.newAreaCentiSqm ?? snapshot.areaCentiSqm,
        ...(variation.newAreaCategoryId !== null && variation.newAreaCategoryName !== null
          ? {
              areaCategoryId: variation.newAreaCategoryId,
              areaCategoryName: variation.newAreaCategoryName,
              categoryCoefficient: variation.newCategoryCoefficient,
            }
          : {}),
        ...(variation.newFrequencyCode !== null && variation.newFrequencyName !== null
          ? {
              frequency: variation.newFrequencyCode,
              frequencyName: variation.newFrequencyName,
              frequencyCoefficient: variation.newFrequencyCoefficient,
            }
          : {}),
        importFileName: null,
        importedAt: null,
      }),
    );
    result.set(variation.roomId, changed);
  }
  return result;
}
