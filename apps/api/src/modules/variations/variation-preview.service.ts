import {
  allows,
  applyRoomVariation,
  computeMonthFee,
  RoomVariationType,
  ServiceVariationType,
  VariationType,
  variationsAccess,
  type FeeRoomSnapshot,
  type FeeServiceVariation,
  type VariationPreview,
  type VariationRequest,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { FeeInputsRepository, SiteFeeInput } from '../fees/index.ts';
import type { Tenancy } from '../tenancy/index.ts';
import type { VariationsRepository } from './variations.repository.ts';

/** The months a period touches, first to last, at most `limit`; `to` null: from the first on. */
export function monthsOf(
  from: string,
  to: string | null,
  limit = 12,
): { months: { year: number; month: number }[]; truncated: boolean } {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const months: { year: number; month: number }[] = [];
  let year = fromYear;
  let month = fromMonth;
  const last = to === null ? null : (to.split('-').map(Number) as [number, number]);
  while (
    months.length < limit &&
    (last === null || year < last[0] || (year === last[0] && month <= last[1]))
  ) {
    months.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  const truncated = last === null || year < last[0] || (year === last[0] && month <= last[1]);
  return { months, truncated };
}

const serviceKinds: Record<ServiceVariationType, FeeServiceVariation['kind']> = {
  [ServiceVariationType.priceChange]: 'price_change',
  [ServiceVariationType.suspension]: 'suspension',
  [ServiceVariationType.end]: 'end',
};

/** The id a draft carries in the engine's input (no request has it). */
const draftId = 0;

/**
 * The fee before and after a draft request, month by month (at most 12): the site's engine input as
 * accepted variations leave it (fees module), and the same with the draft applied by the function an
 * acceptance uses (rooms) or added to its service's variations (services), both through computeMonthFee.
 */
export function createVariationPreviewService(deps: {
  feeInputs: Pick<FeeInputsRepository, 'load'>;
  tenancy: Tenancy;
  repository: Pick<VariationsRepository, 'findCatalogueEntries'>;
}) {
  async function withDraft(input: SiteFeeInput, request: VariationRequest): Promise<SiteFeeInput> {
    if (request.type === VariationType.service) {
      const variation: FeeServiceVariation = {
        variationId: draftId,
        kind: serviceKinds[request.serviceVariationType ?? ServiceVariationType.end],
        dateFrom: request.dateFrom,
        dateTo: request.serviceVariationType === ServiceVariationType.end ? null : request.dateTo,
        newFeeCents: request.newFee === null ? null : Math.round(request.newFee * 100),
      };
      return {
        ...input,
        services: input.services.map((service) =>
          service.siteServiceId === request.siteServiceId
            ? { ...service, variations: [...service.variations, variation] }
            : service,
        ),
      };
    }
    if (request.roomVariationType === null) return input;
    const asked = new Map(request.rooms.map((room) => [room.roomId, room]));
    const catalogue = await deps.repository.findCatalogueEntries(
      request.rooms.flatMap((room) => (room.newAreaCategoryId === null ? [] : [room.newAreaCategoryId])),
      request.rooms.flatMap((room) => (room.newFrequencyCode === null ? [] : [room.newFrequencyCode])),
    );
    const period = {
      variationId: draftId,
      roomVariationType: request.roomVariationType,
      dateFrom: request.dateFrom,
      dateTo: request.dateTo,
    };
    return {
      ...input,
      rooms: input.rooms.map((room) => {
        const change = asked.get(room.roomId);
        if (!change) return room;
        const modify = (snapshot: FeeRoomSnapshot): FeeRoomSnapshot => {
          if (request.roomVariationType !== RoomVariationType.modify) return snapshot;
          const category =
            change.newAreaCategoryId === null
              ? undefined
              : catalogue.categories.get(change.newAreaCategoryId);
          const frequency =
            change.newFrequencyCode === null ? undefined : catalogue.frequencies.get(change.newFrequencyCode);
          return {
            ...snapshot,
            areaCentiSqm: change.newArea === null ? snapshot.areaCentiSqm : Math.round(change.newArea * 100),
            ...(category && {
              categoryName: category.name,
              categoryCoefficientThousandths: category.coefficientThousandths ?? 0,
            }),
            ...(frequency && {
              frequencyCode: frequency.code,
              frequencyCoefficientThousandths: frequency.coefficientThousandths ?? 0,
            }),
          };
        };
        return { ...room, history: applyRoomVariation(room.history, period, modify).history };
      }),
    };
  }

  return {
    async preview(
      auth: AuthContext,
      request: VariationRequest,
      excludedVariationId: number | null,
    ): Promise<VariationPreview> {
      // Only accepted variations are in the fee: the request being edited (pending) is not in "before".
      void excludedVariationId;
      const rule =
        request.type === VariationType.rooms ? variationsAccess.rules.rooms : variationsAccess.rules.services;
      if (!allows(rule, auth)) throw new AppError('FORBIDDEN');
      const { siteCode } = await deps.tenancy.findVisibleSite(auth, request.siteCode, rule);
      const loaded = (await deps.feeInputs.load([siteCode])).get(siteCode);
      if (!loaded?.input) throw new AppError('SITE_ROOMS_FORMULA_NOT_FOUND');
      if (loaded.coefficientsMissing) throw new AppError('SITE_ROOMS_NO_DEFAULT_PARAMETERS');
      const before = loaded.input;
      const after = await withDraft(before, request);
      const { months, truncated } = monthsOf(request.dateFrom, request.dateTo);
      return {
        months: months.map(({ year, month }) => ({
          year,
          month,
          beforeCents: computeMonthFee({ ...before, year, month }).totalCents,
          afterCents: computeMonthFee({ ...after, year, month }).totalCents,
        })),
        truncated,
      };
    },
  };
}
export type VariationPreviewService = ReturnType<typeof createVariationPreviewService>;
