import type { Segment } from './sources/activities.ts';
import { addDays, daysBetween, type IsoDate } from './dates.ts';
import { randomFor } from './entity-random.ts';
import type { Random } from './random.ts';
import {
  areaCategoryIds,
  areaCategoryRows,
  cleaningFrequencyRows,
  type FrequencyCode,
} from './room-catalogue.ts';
import { planSiteLayout, type RoomSpec, type SiteLayoutKind } from './room-layouts.ts';
import type { JobOrderRow, RoomRow, RoomsData, RoomStateRow, SiteRow } from './rows.ts';

type RoomState = RoomStateRow['state'];
/** A row of a room's history; `earlierFrequency` when the room was then cleaned at another frequency. */
type Step = { from: IsoDate; state: RoomState; earlierFrequency?: true };
/** A floor closed as a whole for works, from one day to another. */
type Works = { from: IsoDate; to: IsoDate };

/** The frequency a room had before it was cleaned as often as now (or, for the rarest, more often). */
const earlierFrequency: Record<FrequencyCode, FrequencyCode> = {
  '7/7': '6/7',
  '6/7': '5/7',
  '5/7': '3/7',
  '3/7': '2/7',
  '2/7': '1/7',
  '1/7': '1/14',
  '1/14': '1/30',
  '1/30': '1/14',
};

/** Which layout a site gets, from its job order's segment and its name. */
function layoutKindOf(site: SiteRow, segment: Segment | null): SiteLayoutKind {
  const name = site.name;
  // Grounds and façades: outdoor areas, whose category has no coefficient yet. Only fixed sites are
  // named so; the one among them measured in equivalent square metres is the demo's 512 (see the test).
  if (/\bParco\b|Aree esterne|facciate|vetrate/i.test(name)) return 'outdoor';
  switch (segment) {
    case 'Sanità':
      if (/Blocco operatorio/i.test(name)) return 'operatingBlock';
      if (/Terapia intensiva|Neonatologia|Rianimazione/i.test(name)) return 'intensiveCare';
      if (/Laboratori/i.test(name)) return 'laboratory';
      if (/Presidio Ospedaliero|Pronto Soccorso|Padiglione/i.test(name)) return 'hospital';
      if (/Sede|Uffici|Magazzino/i.test(name)) return 'office';
      return 'healthCentre';
    case 'Scuole':
      return /Rettorato|Sede|Segreteria|Uffici/i.test(name) ? 'office' : 'school';
    case 'Trasporti':
      return /Stazione|Terminal|Biglietteria|Deposito|Officina/i.test(name) ? 'transport' : 'office';
    default:
      return /Filiale|Sportello|Agenzia/i.test(name) ? 'branch' : 'office';
  }
}

/** A day between two others, both included. */
const dayBetween = (rng: Random, from: IsoDate, to: IsoDate) =>
  addDays(from, rng.int(0, daysBetween(from, to)));

/**
 * A room's history as steps from its first day: most rooms open since the site's start; some closed for
 * a while and reopened, some closed or suspended now, a few that open later, a few whose frequency
 * changed; the rooms of a floor under works are closed together until the works end.
 */
function planHistory(rng: Random, site: SiteRow, today: IsoDate, works: Works | null): Step[] {
  const start = site.dateFrom;
  const running = start <= today && today <= site.dateTo;
  // Events happen from a month after the start to the site's last day or today.
  const lastPast = addDays(site.dateTo < today ? site.dateTo : today, -1);
  const roomForPast = daysBetween(start, lastPast) > 120;
  const roll = rng.next();
  if (running && roll < 0.02) return [{ from: addDays(today, rng.int(7, 120)), state: 'open' }];
  if (works && running) {
    return [
      { from: start, state: 'open' },
      { from: works.from, state: 'closed' },
      { from: works.to, state: 'open' },
    ];
  }
  if (!roomForPast) return [{ from: start, state: 'open' }];
  if (roll < 0.08) {
    const closed = dayBetween(rng, addDays(start, 30), addDays(lastPast, -70));
    return [
      { from: start, state: 'open' },
      { from: closed, state: 'closed' },
      { from: addDays(closed, rng.int(10, 60)), state: 'open' },
    ];
  }
  if (roll < 0.12) {
    const frequencyChange = dayBetween(rng, addDays(start, 30), lastPast);
    return [
      { from: start, state: 'open', earlierFrequency: true },
      { from: frequencyChange, state: 'open' },
    ];
  }
  if (!running) return [{ from: start, state: 'open' }];
  if (roll < 0.15)
    return [
      { from: start, state: 'open' },
      { from: addDays(today, -rng.int(1, 60)), state: 'suspended' },
    ];
  if (roll < 0.17)
    return [
      { from: start, state: 'open' },
      { from: addDays(today, -rng.int(30, 100)), state: 'closed' },
    ];
  if (roll < 0.19) {
    return [
      { from: start, state: 'open' },
      { from: addDays(today, -rng.int(5, 60)), state: 'closed' },
      { from: addDays(today, rng.int(10, 90)), state: 'open' },
    ];
  }
  return [{ from: start, state: 'open' }];
}

/** Rooms per site are planned from a generator of the site's own, so a site has the same at every scale. */
export function planDemoRooms(
  sites: readonly SiteRow[],
  jobOrders: readonly JobOrderRow[],
  today: IsoDate,
): RoomsData {
  const segments = new Map(
    jobOrders.map((jobOrder) => [jobOrder.id, jobOrder.operatingSegment as Segment | null]),
  );
  const data: RoomsData = {
    areaCategories: [...areaCategoryRows],
    cleaningFrequencies: [...cleaningFrequencyRows],
    buildings: [],
    floors: [],
    rooms: [],
    roomStates: [],
  };
  for (const site of sites) {
    // Without a fee formula the provider has not set the site up yet: no rooms (an import answers 440).
    if (site.feeFormula === null) continue;
    const rng = randomFor('rooms', site.code);
    const layout = planSiteLayout(rng, layoutKindOf(site, segments.get(site.jobOrderId) ?? null));
    const worksAllowed = site.dateFrom < addDays(today, -120) && today <= site.dateTo;
    layout.forEach((building, buildingIndex) => {
      const buildingId = data.buildings.length + 1;
      data.buildings.push({ id: buildingId, siteCode: site.code, name: building.name });
      const letter = String.fromCharCode(65 + buildingIndex);
      for (const floor of building.floors) {
        const floorId = data.floors.length + 1;
        data.floors.push({ id: floorId, buildingId, name: floor.name });
        const works =
          worksAllowed && rng.chance(0.05)
            ? { from: addDays(today, -rng.int(10, 90)), to: addDays(today, rng.int(20, 150)) }
            : null;
        floor.rooms.forEach((spec, index) => {
          const room: RoomRow = {
            id: data.rooms.length + 1,
            siteCode: site.code,
            floorId,
            identifier: `${letter}-${floor.code}-${String(index + 1).padStart(3, '0')}`,
          };
          data.rooms.push(room);
          for (const step of planHistory(rng, site, today, works)) {
            data.roomStates.push(stateRow(room.id, spec, step));
          }
        });
      }
    });
  }
  return data;
}

function stateRow(roomId: number, spec: RoomSpec, step: Step): RoomStateRow {
  return {
    roomId,
    effectiveFrom: step.from,
    state: step.state,
    name: spec.name,
    areaCentiSqm: spec.areaCentiSqm,
    areaCategoryId: areaCategoryIds[spec.category],
    frequencyCode: step.earlierFrequency ? earlierFrequency[spec.frequency] : spec.frequency,
    importRunId: null,
    variationId: null,
  };
}
