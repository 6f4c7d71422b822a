import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  areaCategories,
  cleaningFrequencies,
  rooms,
  roomStates,
  siteFeePeriods,
  siteServiceFeePeriods,
  siteServices,
  sites,
  variationRequests,
  type Database,
} from '@portale/db';
import {
  ServiceVariationType,
  VariationState,
  VariationType,
  type FeeEngineInput,
  type FeeRoom,
  type FeeSchedule,
  type FeeService,
  type FeeServiceVariation,
  type WeekLength,
} from '@portale/shared';

/** What the fee engine needs of a site for any month: computeMonthFee({ ...input, year, month }). */
export type SiteFeeInput = Omit<FeeEngineInput, 'year' | 'month'>;

export type LoadedSiteFees = {
  /** Null while the site has no fee formula. */
  input: SiteFeeInput | null;
  /** Whether a room's category or frequency has no coefficient yet (equivalent m² cannot be priced: 512). */
  coefficientsMissing: boolean;
};

const serviceVariationKinds: Record<number, FeeServiceVariation['kind']> = {
  [ServiceVariationType.priceChange]: 'price_change',
  [ServiceVariationType.suspension]: 'suspension',
  [ServiceVariationType.end]: 'end',
};

type PeriodRow = { owner: string | number; startDate: string; feeCents: number };

function schedulesOf(rows: readonly PeriodRow[]) {
  const byOwner = new Map<string | number, { startDate: string; feeCents: number }[]>();
  for (const { owner, startDate, feeCents } of rows) {
    const periods = byOwner.get(owner) ?? [];
    periods.push({ startDate, feeCents });
    byOwner.set(owner, periods);
  }
  return (owner: string | number, endDate: string | null): FeeSchedule | null => {
    const periods = byOwner.get(owner);
    return endDate === null || !periods?.length ? null : { endDate, periods };
  };
}

/**
 * Every room of the sites with its whole history, oldest first. For a few hundred sites (a large
 * customer's year) the planner's default cost of a random read, made for spinning disks, has it read the
 * whole room_states table (1.2 million rows at scale 500: 250 ms) rather than its index by room (67 ms);
 * the lower cost of an SSD, only for this statement, picks the index.
 */
function roomHistories(db: Database, codes: string[]) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return tx
      .select({
        siteCode: rooms.siteCode,
        roomId: rooms.id,
        identifier: rooms.identifier,
        effectiveFrom: roomStates.effectiveFrom,
        state: roomStates.state,
        name: roomStates.name,
        areaCentiSqm: roomStates.areaCentiSqm,
        categoryName: areaCategories.name,
        categoryCoefficient: areaCategories.coefficientThousandths,
        frequencyCode: roomStates.frequencyCode,
        frequencyCoefficient: cleaningFrequencies.coefficientThousandths,
        variationId: roomStates.variationId,
      })
      .from(rooms)
      .innerJoin(roomStates, eq(roomStates.roomId, rooms.id))
      .innerJoin(areaCategories, eq(areaCategories.id, roomStates.areaCategoryId))
      .innerJoin(cleaningFrequencies, eq(cleaningFrequencies.code, roomStates.frequencyCode))
      .where(inArray(rooms.siteCode, codes))
      .orderBy(asc(rooms.id), asc(roomStates.effectiveFrom));
  });
}

/**
 * The fee engine's input, read from the database for many sites at once (six queries, whatever their
 * number): each site's formula and calendar, its fee split, its rooms with their whole history (the
 * rate's base may lie before the months asked), its services with their fee splits and accepted
 * variations. Economics and the variation requests' preview both read through here.
 */
export function createFeeInputsRepository(db: Database) {
  return {
    async load(siteCodes: readonly string[]): Promise<Map<string, LoadedSiteFees>> {
      const codes = [...new Set(siteCodes)];
      if (codes.length === 0) return new Map();
      const [siteRows, sitePeriods, roomRows, serviceRows, servicePeriods, serviceVariations] =
        await Promise.all([
          db.select().from(sites).where(inArray(sites.code, codes)),
          db
            .select({
              owner: siteFeePeriods.siteCode,
              startDate: siteFeePeriods.startDate,
              feeCents: siteFeePeriods.feeCents,
            })
            .from(siteFeePeriods)
            .where(inArray(siteFeePeriods.siteCode, codes)),
          roomHistories(db, codes),
          db
            .select()
            .from(siteServices)
            .where(inArray(siteServices.siteCode, codes))
            .orderBy(asc(siteServices.id)),
          db
            .select({
              owner: siteServiceFeePeriods.siteServiceId,
              startDate: siteServiceFeePeriods.startDate,
              feeCents: siteServiceFeePeriods.feeCents,
            })
            .from(siteServiceFeePeriods)
            .innerJoin(siteServices, eq(siteServices.id, siteServiceFeePeriods.siteServiceId))
            .where(inArray(siteServices.siteCode, codes)),
          db
            .select({
              variationId: variationRequests.id,
              siteServiceId: variationRequests.siteServiceId,
              kind: variationRequests.serviceVariationType,
              dateFrom: variationRequests.dateFrom,
              dateTo: variationRequests.dateTo,
              newFeeCents: variationRequests.newFeeCents,
            })
            .from(variationRequests)
            .where(
              and(
                inArray(variationRequests.siteCode, codes),
                eq(variationRequests.type, VariationType.service),
                eq(variationRequests.state, VariationState.accepted),
              ),
            ),
        ]);

      const siteSchedule = schedulesOf(sitePeriods);
      const serviceSchedule = schedulesOf(servicePeriods);

      const roomsBySite = new Map<string, FeeRoom[]>();
      const unpriced = new Set<string>();
      let current: (FeeRoom & { history: FeeRoom['history'][number][] }) | undefined;
      for (const row of roomRows) {
        if (current?.roomId !== row.roomId) {
          current = { roomId: row.roomId, identifier: row.identifier, history: [] };
          const siteRooms = roomsBySite.get(row.siteCode) ?? [];
          siteRooms.push(current);
          roomsBySite.set(row.siteCode, siteRooms);
        }
        if (row.categoryCoefficient === null || row.frequencyCoefficient === null) unpriced.add(row.siteCode);
        current.history.push({
          effectiveFrom: row.effectiveFrom,
          state: row.state,
          name: row.name,
          areaCentiSqm: row.areaCentiSqm,
          categoryName: row.categoryName,
          categoryCoefficientThousandths: row.categoryCoefficient ?? 0,
          frequencyCode: row.frequencyCode,
          frequencyCoefficientThousandths: row.frequencyCoefficient ?? 0,
          variationId: row.variationId,
        });
      }

      const variationsByService = new Map<number, FeeServiceVariation[]>();
      for (const variation of serviceVariations) {
        const kind = variation.kind === null ? undefined : serviceVariationKinds[variation.kind];
        if (variation.siteServiceId === null || !kind) continue;
        const list = variationsByService.get(variation.siteServiceId) ?? [];
        list.push({ ...variation, kind });
        variationsByService.set(variation.siteServiceId, list);
      }
      const servicesBySite = new Map<string, FeeService[]>();
      for (const service of serviceRows) {
        const list = servicesBySite.get(service.siteCode) ?? [];
        list.push({
          siteServiceId: service.id,
          name: service.serviceName,
          dateFrom: service.dateFrom,
          dateTo: service.dateTo,
          feeSplit: serviceSchedule(service.id, service.feeSplitEndDate),
          variations: variationsByService.get(service.id) ?? [],
        });
        servicesBySite.set(service.siteCode, list);
      }

      return new Map(
        siteRows.map((site) => [
          site.code,
          {
            coefficientsMissing: site.feeFormula === 'equivalent_square_metres' && unpriced.has(site.code),
            input:
              site.feeFormula === null
                ? null
                : {
                    site: {
                      formula: site.feeFormula,
                      weekLength: site.weekLength as WeekLength,
                      holidaysAreWorkingDays: site.holidaysAreWorkingDays,
                      monthDuration: site.monthDuration,
                      patronSaintDay: site.patronSaintDay,
                      dateFrom: site.dateFrom,
                      dateTo: site.dateTo,
                      feeSplit: siteSchedule(site.code, site.feeSplitEndDate),
                    },
                    rooms: roomsBySite.get(site.code) ?? [],
                    services: servicesBySite.get(site.code) ?? [],
                  },
          },
        ]),
      );
    },
  };
}

export type FeeInputsRepository = ReturnType<typeof createFeeInputsRepository>;
