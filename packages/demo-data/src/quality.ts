import {
  drawControlSample,
  scoreControl,
  type ControlItem,
  type QualityRule,
  type QualityVote,
} from '@portale/shared';
import { addDays, type IsoDate } from './dates.ts';
import { randomFor } from './entity-random.ts';
import { planJointControls } from './joint-controls.ts';
import type { Random } from './random.ts';
import { areaCategoryIds, areaCategoryRows, type AreaCategoryKey } from './room-catalogue.ts';
import type {
  DemoData,
  QualityControlItemRow,
  QualityControlRoomRow,
  QualityControlRow,
  QualityData,
  QualityRuleRow,
  RoomStateRow,
} from './rows.ts';

/** What a control inspects in a room, with each element's weight in the demo's rules. */
const elements = [
  { code: 'pavimenti', name: 'Pavimenti', weight: 3 },
  { code: 'arredi', name: 'Arredi e superfici', weight: 2 },
  { code: 'sanitari', name: 'Sanitari', weight: 4 },
  { code: 'vetri', name: 'Vetri e specchi', weight: 1 },
  { code: 'porte', name: 'Porte e maniglie', weight: 2 },
  { code: 'cestini', name: 'Cestini e rifiuti', weight: 1 },
] as const;
type ElementCode = (typeof elements)[number]['code'];

/** The elements inspected in a room of each kind (a room without sanitari is not voted on them). */
function elementsInspected(category: AreaCategoryKey): ElementCode[] {
  if (category === 'toilets') return ['pavimenti', 'sanitari', 'vetri', 'cestini'];
  if (category === 'outdoor') return ['pavimenti', 'cestini'];
  if (category === 'storerooms' || category === 'technical') return ['pavimenti', 'arredi'];
  if (category === 'corridors' || category === 'stairs') return ['pavimenti', 'vetri', 'porte', 'cestini'];
  return ['pavimenti', 'arredi', 'porte', 'cestini'];
}

/** The acceptable quality level of each kind of room, in thousandths: stricter where hygiene is care. */
function lqaOf(category: AreaCategoryKey): number {
  if (category === 'operatingTheatres' || category === 'intensiveCare') return 950;
  if (category === 'wards' || category === 'clinics' || category === 'laboratories') return 900;
  if (category === 'toilets' || category === 'canteens') return 850;
  if (category === 'storerooms' || category === 'technical' || category === 'outdoor') return 700;
  return 800;
}

const categoryKeyOf = new Map(
  Object.entries(areaCategoryIds).map(([key, id]) => [id, key as AreaCategoryKey]),
);

/** A vote: mostly good; a room that fails repeatedly is voted insufficient far more often. */
function voteFor(random: Random, troubled: boolean): QualityVote {
  const draw = random.next();
  if (troubled) return draw < 0.12 ? 1 : draw < 0.5 ? 2 : draw < 0.8 ? 3 : 4;
  return draw < 0.004 ? 1 : draw < 0.015 ? 2 : draw < 0.3 ? 3 : 4;
}

/**
 * The demo's quality: the elements, a rule for each job order (and a stricter second version from six
 * months ago for those that began before it, so a past control keeps the rule it was scored with), and
 * a year of completed controls on the published sites with rooms: one a month on the fixed customers'
 * sites, one a quarter on the others, each on the rooms drawn from the site's open rooms of that day by
 * the rule of the house (seeded sample, ISO 2859-1 plan). One room of each site fails repeatedly.
 * Each control is drawn from a generator of its own, so the fixed customers' controls are the same at
 * every scale.
 */
export function planQuality(
  data: Pick<DemoData, 'jobOrders' | 'sites' | 'rooms' | 'roomStates' | 'customers' | 'users'>,
  fixedSiteCount: number,
  today: IsoDate,
): QualityData {
  const qualityElements = elements.map(({ code, name }, index) => ({ code, name, sortOrder: index + 1 }));
  const sixMonthsAgo = addDays(today, -182);
  const qualityRules: QualityRuleRow[] = [];
  const qualityRuleWeights: QualityData['qualityRuleWeights'] = [];
  const qualityRuleLevels: QualityData['qualityRuleLevels'] = [];
  /** The rule versions of each job order, latest first, with the rule the score is computed by. */
  const versionsOf = new Map<string, { id: number; validFrom: IsoDate; rule: QualityRule }[]>();
  for (const order of [...data.jobOrders].sort((a, b) => a.id.localeCompare(b.id))) {
    const starts = order.dateFrom < sixMonthsAgo ? [order.dateFrom, sixMonthsAgo] : [order.dateFrom];
    for (const [version, validFrom] of starts.entries()) {
      const id = qualityRules.length + 1;
      qualityRules.push({
        id,
        jobOrderId: order.id,
        validFrom,
        createdByUserId: null,
        createdAt: new Date(`${validFrom}T08:00:00Z`),
      });
      const weights = Object.fromEntries(elements.map((element) => [element.code, element.weight]));
      // The second version asks 20‰ more of every category.
      const lqaThousandths = Object.fromEntries(
        areaCategoryRows.map((row) => [
          row.id,
          Math.min(1000, lqaOf(categoryKeyOf.get(row.id)!) + 20 * version),
        ]),
      );
      for (const [elementCode, weight] of Object.entries(weights))
        qualityRuleWeights.push({ ruleId: id, elementCode, weight });
      for (const [areaCategoryId, lqa] of Object.entries(lqaThousandths))
        qualityRuleLevels.push({ ruleId: id, areaCategoryId: Number(areaCategoryId), lqaThousandths: lqa });
      versionsOf.set(order.id, [
        { id, validFrom, rule: { weights, lqaThousandths } },
        ...(versionsOf.get(order.id) ?? []),
      ]);
    }
  }

  const historyOf = new Map<number, RoomStateRow[]>();
  for (const row of data.roomStates) historyOf.set(row.roomId, [...(historyOf.get(row.roomId) ?? []), row]);
  const stateOn = (roomId: number, day: IsoDate) =>
    (historyOf.get(roomId) ?? []).filter((row) => row.effectiveFrom <= day).at(-1);
  const roomsOfSite = new Map<string, DemoData['rooms']>();
  for (const room of data.rooms)
    roomsOfSite.set(room.siteCode, [...(roomsOfSite.get(room.siteCode) ?? []), room]);
  const customerOf = new Map(data.jobOrders.map((order) => [order.id, order.customerCode]));

  const qualityControls: QualityControlRow[] = [];
  const qualityControlRooms: QualityControlRoomRow[] = [];
  const qualityControlItems: QualityControlItemRow[] = [];
  for (const [index, site] of data.sites.entries()) {
    const siteRooms = roomsOfSite.get(site.code) ?? [];
    if (!site.published || siteRooms.length === 0) continue;
    const troubledRoom = randomFor('quality-troubled-room', site.code).pick(siteRooms).id;
    const monthsApart = index < fixedSiteCount ? 1 : 3;
    for (let monthsAgo = 12; monthsAgo >= 1; monthsAgo -= monthsApart) {
      const random = randomFor('quality-control', `${site.code}:${monthsAgo}`);
      const controlDate = addDays(today, -monthsAgo * 30 + random.int(-6, 6));
      if (controlDate < site.dateFrom || controlDate > site.dateTo) continue;
      const version = versionsOf
        .get(site.jobOrderId)
        ?.find((candidate) => candidate.validFrom <= controlDate);
      if (!version) continue;
      const lot = siteRooms.flatMap((room) => {
        const state = stateOn(room.id, controlDate);
        return state?.state === 'open' ? [{ ...room, areaCategoryId: state.areaCategoryId }] : [];
      });
      if (lot.length === 0) continue;
      const sample = drawControlSample(lot, random.int(0, 0x7fff_ffff));
      const id = qualityControls.length + 1;
      const items: ControlItem[] = sample.rooms.flatMap((room) =>
        elementsInspected(categoryKeyOf.get(room.areaCategoryId)!).map((element) => ({
          roomId: room.id,
          areaCategoryId: room.areaCategoryId,
          element,
          vote: voteFor(random, room.id === troubledRoom),
        })),
      );
      const score = scoreControl(items, version.rule);
      const completedAt = new Date(`${controlDate}T11:30:00Z`);
      qualityControls.push({
        id,
        siteCode: site.code,
        customerCode: customerOf.get(site.jobOrderId)!,
        ruleId: version.id,
        kind: 'routine',
        controlDate,
        seed: sample.seed,
        lotSize: sample.lotSize,
        sampleSize: sample.sampleSize,
        state: 'completed',
        scoreThousandths: score.total.scoreThousandths,
        compliant: score.categories.every((category) => category.conforms),
        notes: null,
        createdByUserId: null,
        impersonatorUserId: null,
        completedAt,
        completedByUserId: null,
        customerConfirmedByUserId: null,
        customerConfirmedAt: null,
        createdAt: new Date(`${controlDate}T09:00:00Z`),
      });
      for (const [position, room] of sample.rooms.entries())
        qualityControlRooms.push({
          controlId: id,
          roomId: room.id,
          position: position + 1,
          areaCategoryId: room.areaCategoryId,
        });
      for (const item of items)
        qualityControlItems.push({
          controlId: id,
          roomId: item.roomId,
          elementCode: item.element,
          vote: item.vote,
          note: item.vote <= 2 ? 'Da ripassare' : null,
          recordedByUserId: null,
          recordedAt: completedAt,
        });
    }
  }
  return {
    qualityElements,
    qualityRules,
    qualityRuleWeights,
    qualityRuleLevels,
    qualityControls,
    qualityControlRooms,
    qualityControlItems,
    qualityControlRequests: planJointControls(data, qualityControls, today),
  };
}
