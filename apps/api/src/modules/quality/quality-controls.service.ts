import {
  allows,
  qualityAccess,
  sampleGenerator,
  scoreControl,
  type QualityControlDetail,
  type QualityControlListQuery,
  type QualityControlListResult,
  type QualityVote,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { siteScopeOf } from '../tenancy/index.ts';
import type { QualityControlsRepository } from './quality-controls.repository.ts';

const { rules } = qualityAccess;

/**
 * Quality controls, read by either side: customers with sub-role quality controls within the sites they
 * see, staff with permission survey everywhere. A control's page carries its working, computed here by
 * the shared rule (scoreControl) from its votes and its rule version, so what the page shows is what
 * anyone recomputes by hand.
 */
export function createQualityControlsService(repository: QualityControlsRepository) {
  function assertReader(auth: AuthContext) {
    if (!allows(rules.controls, auth)) throw new AppError('FORBIDDEN');
  }

  return {
    async list(auth: AuthContext, query: QualityControlListQuery): Promise<QualityControlListResult> {
      assertReader(auth);
      return repository.list(siteScopeOf(auth), query);
    },

    async detail(auth: AuthContext, controlId: number): Promise<QualityControlDetail> {
      assertReader(auth);
      const control = await repository.find(siteScopeOf(auth), controlId);
      if (!control) throw new AppError('QUALITY_CONTROL_NOT_FOUND');
      const [rule, drawnRooms, items] = await Promise.all([
        repository.findRule(control.ruleId),
        repository.findRooms(control.id, control.controlDate),
        repository.findItems(control.id),
      ]);
      const categoryOf = new Map(drawnRooms.map((room) => [room.roomId, room.areaCategoryId]));
      const score = scoreControl(
        items.map((item) => ({
          roomId: item.roomId,
          areaCategoryId: categoryOf.get(item.roomId)!,
          element: item.elementCode,
          vote: item.vote as QualityVote,
        })),
        {
          weights: Object.fromEntries(rule.weights.map((weight) => [weight.elementCode, weight.weight])),
          lqaThousandths: Object.fromEntries(
            rule.levels.map((level) => [level.areaCategoryId, level.lqaThousandths]),
          ),
        },
      );
      const roomWorking = new Map(
        score.rooms.map(({ roomId, areaCategoryId: _, ...working }) => [roomId, working]),
      );
      const categoryName = new Map(
        rule.levels.map((level) => [level.areaCategoryId, level.areaCategoryName]),
      );
      return {
        id: control.id,
        siteCode: control.siteCode,
        siteName: control.siteName,
        customerCode: control.customerCode,
        customerName: control.customerName,
        kind: control.kind,
        state: control.state,
        controlDate: control.controlDate,
        sampleSize: control.sampleSize,
        scoreThousandths: control.scoreThousandths,
        compliant: control.compliant,
        notes: control.notes,
        completedAt: control.completedAt?.toISOString() ?? null,
        sample: {
          seed: control.seed,
          lotSize: control.lotSize,
          sampleSize: control.sampleSize,
          generator: sampleGenerator,
        },
        rule: { validFrom: control.ruleValidFrom, jobOrderId: control.ruleJobOrderId, ...rule },
        rooms: drawnRooms.map((room) => ({
          ...room,
          items: items
            .filter((entry) => entry.roomId === room.roomId)
            .map(({ roomId: _room, ...entry }) => entry),
          working: roomWorking.get(room.roomId) ?? null,
        })),
        categories: score.categories.map((working) => ({
          ...working,
          areaCategoryName: categoryName.get(working.areaCategoryId) ?? '',
        })),
        total: items.length === 0 ? null : score.total,
      };
    },
  };
}

export type QualityControlsService = ReturnType<typeof createQualityControlsService>;
