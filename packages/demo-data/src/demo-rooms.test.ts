import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { planDemoRooms } from './demo-rooms.ts';
import { generateDemoData } from './generate.ts';
import { unpricedAreaCategoryId } from './room-catalogue.ts';
import type { DemoData, RoomStateRow } from './rows.ts';

const today = '2026-03-15';
const small = generateDemoData({ scale: 1, today });

const historyOf = (data: DemoData) => {
  const byRoom = new Map<number, RoomStateRow[]>();
  for (const row of data.roomStates) byRoom.set(row.roomId, [...(byRoom.get(row.roomId) ?? []), row]);
  return byRoom;
};

/** What the registry shows on a day: the latest row on or before it, or nothing before the first. */
const stateOn = (rows: readonly RoomStateRow[], day: string) =>
  rows.filter((row) => row.effectiveFrom <= day).at(-1)?.state ?? 'notYet';

const sitesOf = (data: DemoData, customerCode: string) => {
  const jobOrders = new Set(data.jobOrders.filter((j) => j.customerCode === customerCode).map((j) => j.id));
  return data.sites.filter((site) => jobOrders.has(site.jobOrderId));
};

const roomCountBySite = (data: DemoData) => {
  const counts = new Map<string, number>();
  for (const room of data.rooms) counts.set(room.siteCode, (counts.get(room.siteCode) ?? 0) + 1);
  return counts;
};

describe('demo rooms', () => {
  const history = historyOf(small);

  it('has a few thousand rooms at scale 1, most open today, some closed, suspended or not open yet', () => {
    expect(small.rooms.length).toBeGreaterThan(1000);
    expect(small.rooms.length).toBeLessThan(4000);
    const counts = { open: 0, closed: 0, suspended: 0, notYet: 0 };
    for (const rows of history.values()) counts[stateOn(rows, today)] += 1;
    expect(counts.open / small.rooms.length).toBeGreaterThan(0.8);
    expect(counts.closed).toBeGreaterThanOrEqual(20);
    expect(counts.suspended).toBeGreaterThanOrEqual(20);
    expect(counts.notYet).toBeGreaterThanOrEqual(10);
  });

  it("gives cliente.demo's sites with a fee formula rooms, a few hundred at a hospital, none without one", () => {
    const counts = roomCountBySite(small);
    const sites = sitesOf(small, 'CL0001');
    for (const site of sites) {
      if (site.feeFormula === null) expect(counts.get(site.code), site.name).toBeUndefined();
      else expect(counts.get(site.code), site.name).toBeGreaterThanOrEqual(10);
    }
    const padiglioneA = sites.find((site) => site.name.endsWith('Padiglione A'));
    expect(counts.get(padiglioneA?.code ?? '')).toBeGreaterThanOrEqual(200);
    expect(sites.some((site) => site.feeFormula === null)).toBe(true);
  });

  it('keeps past closures, closures that end later and rooms that open later in the history', () => {
    const rows = [...history.values()];
    const reopened = rows.filter((room) =>
      room.some(
        (row, index) =>
          row.state === 'closed' && row.effectiveFrom < today && room[index + 1]?.state === 'open',
      ),
    );
    expect(reopened.filter((room) => (room.at(-1)?.effectiveFrom ?? '') <= today).length).toBeGreaterThan(20);
    expect(reopened.filter((room) => (room.at(-1)?.effectiveFrom ?? '') > today).length).toBeGreaterThan(10);
    expect(rows.filter((room) => (room[0]?.effectiveFrom ?? '') > today).length).toBeGreaterThan(10);
    for (const room of rows) {
      const days = room.map((row) => row.effectiveFrom);
      expect([...days].sort()).toEqual(days);
      expect(new Set(days).size).toBe(days.length);
    }
  });

  it('names rooms by site-unique identifiers, with areas of 6 to 120 m² and catalogue codes', () => {
    const identifiers = new Set(small.rooms.map((room) => `${room.siteCode} ${room.identifier}`));
    expect(identifiers.size).toBe(small.rooms.length);
    expect(small.rooms[0]?.identifier).toMatch(/^[A-Z]-(S1|PT|P\d)-\d{3}$/);
    const categories = new Set(small.areaCategories.map((category) => category.id));
    const frequencies = new Set(small.cleaningFrequencies.map((frequency) => frequency.code));
    for (const row of small.roomStates) {
      expect(row.areaCentiSqm).toBeGreaterThanOrEqual(600);
      expect(row.areaCentiSqm).toBeLessThanOrEqual(12_000);
      expect(categories.has(row.areaCategoryId)).toBe(true);
      expect(frequencies.has(row.frequencyCode)).toBe(true);
    }
  });

  it('puts the category without a coefficient in one site measured in equivalent square metres only', () => {
    const roomSite = new Map(small.rooms.map((room) => [room.id, room.siteCode]));
    const formula = new Map(small.sites.map((site) => [site.code, site.feeFormula]));
    const unpriced = new Set(
      small.roomStates
        .filter((row) => row.areaCategoryId === unpricedAreaCategoryId)
        .map((row) => roomSite.get(row.roomId) ?? ''),
    );
    const equivalent = [...unpriced].filter((code) => formula.get(code) === 'equivalent_square_metres');
    expect(equivalent.map((code) => small.sites.find((site) => site.code === code)?.name)).toEqual([
      'Parco e viali interni – Presidio Santa Lucia',
    ]);
    expect(unpriced.size).toBeGreaterThan(1);
    expect(
      small.areaCategories.find((c) => c.id === unpricedAreaCategoryId)?.coefficientThousandths,
    ).toBeNull();
  });

  it('is the same for the same day, and for the fixed customers at every scale', () => {
    expect(planDemoRooms(small.sites, small.jobOrders, today)).toEqual(
      planDemoRooms(small.sites, small.jobOrders, today),
    );
    const larger = generateDemoData({ scale: 2, today });
    expect(larger.rooms.slice(0, small.rooms.length)).toEqual(small.rooms);
    expect(larger.roomStates.slice(0, small.roomStates.length)).toEqual(small.roomStates);
    expect(larger.rooms.length).toBeGreaterThan(small.rooms.length);
    const later = generateDemoData({ scale: 1, today: addDays(today, 1) });
    expect(later.rooms).toEqual(small.rooms);
  });
});
