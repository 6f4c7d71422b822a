import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../sites/calendar-dates.ts';
import { computeMonthFee } from './fee-engine.ts';
import type { FeeEngineInput, FeeRoom, FeeRoomSnapshot } from './fee-engine.types.ts';

/** Months of 2024-2030 on sites of every setting, with rooms opened and closed at random. */

const coefficient = fc.integer({ min: 500, max: 2500 });

const roomArbitrary = (roomId: number) =>
  fc
    .record({
      areaCentiSqm: fc.integer({ min: 100, max: 200_000 }),
      categoryCoefficientThousandths: coefficient,
      frequencyCoefficientThousandths: coefficient,
      /** Days after the month's first at which the room changes state, and each new state. */
      changes: fc.array(
        fc.record({
          day: fc.integer({ min: -40, max: 30 }),
          state: fc.constantFrom('open', 'closed', 'suspended'),
        }),
        { maxLength: 3 },
      ),
      startsOffset: fc.integer({ min: -400, max: 20 }),
    })
    .map((fields) => ({ roomId, ...fields }));

const settingsArbitrary = fc.record({
  formula: fc.constantFrom('flat_per_square_metre' as const, 'equivalent_square_metres' as const),
  weekLength: fc.constantFrom(5 as const, 6 as const, 7 as const),
  holidaysAreWorkingDays: fc.boolean(),
  monthDuration: fc.constantFrom('calendar' as const, 'thirty_days' as const),
  patronSaintDay: fc.constantFrom(null, '06-24', '12-07', '01-31', '09-19'),
});

const monthArbitrary = fc.record({
  year: fc.integer({ min: 2024, max: 2030 }),
  month: fc.integer({ min: 1, max: 12 }),
  feeCents: fc.integer({ min: 0, max: 50_000_000 }),
  splitStartOffset: fc.integer({ min: -500, max: 15 }),
  settings: settingsArbitrary,
  rooms: fc
    .integer({ min: 1, max: 6 })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => roomArbitrary(index + 1)))),
});

type Drawn = typeof monthArbitrary extends fc.Arbitrary<infer T> ? T : never;

const firstOf = ({ year, month }: Drawn) => `${year}-${String(month).padStart(2, '0')}-01`;

function inputOf(drawn: Drawn): FeeEngineInput {
  const first = firstOf(drawn);
  const rooms: FeeRoom[] = drawn.rooms.map((drawnRoom) => {
    const base: Omit<FeeRoomSnapshot, 'effectiveFrom' | 'state'> = {
      name: `Locale ${drawnRoom.roomId}`,
      areaCentiSqm: drawnRoom.areaCentiSqm,
      categoryName: 'Uffici',
      categoryCoefficientThousandths: drawnRoom.categoryCoefficientThousandths,
      frequencyCode: '5/7',
      frequencyCoefficientThousandths: drawnRoom.frequencyCoefficientThousandths,
      variationId: null,
    };
    const start = addDays(first, drawnRoom.startsOffset);
    const later = drawnRoom.changes
      .map((change) => ({ ...base, effectiveFrom: addDays(first, change.day), state: change.state }))
      .filter((snapshot) => snapshot.effectiveFrom > start);
    const byDay = new Map<string, FeeRoomSnapshot>([
      [start, { ...base, effectiveFrom: start, state: 'open' }],
    ]);
    for (const snapshot of later) byDay.set(snapshot.effectiveFrom, snapshot);
    return {
      roomId: drawnRoom.roomId,
      identifier: `L${drawnRoom.roomId}`,
      history: [...byDay.values()].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom)),
    };
  });
  return {
    year: drawn.year,
    month: drawn.month,
    site: {
      ...drawn.settings,
      dateFrom: '2020-01-01',
      dateTo: '2031-12-31',
      feeSplit: {
        endDate: '2031-12-31',
        periods: [{ startDate: addDays(first, drawn.splitStartOffset), feeCents: drawn.feeCents }],
      },
    },
    rooms,
    services: [],
  };
}

const byRoom = (input: FeeEngineInput) =>
  Object.fromEntries(
    computeMonthFee(input).lines.map((line) => [line.kind === 'room' ? line.roomId : 0, line.amountCents]),
  );

describe('the fee engine, on months drawn at random', () => {
  it('adds up its lines to the total', () => {
    fc.assert(
      fc.property(monthArbitrary, (drawn) => {
        const fee = computeMonthFee(inputOf(drawn));
        expect(fee.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(fee.totalCents);
      }),
    );
  });

  it('gives the same fee for a month whose fee split is cut in two periods of the same fee', () => {
    fc.assert(
      fc.property(monthArbitrary, fc.integer({ min: 1, max: 27 }), (drawn, cutDay) => {
        const whole = inputOf(drawn);
        const split = whole.site.feeSplit!;
        const start = split.periods[0]!;
        const cut = addDays(firstOf(drawn), cutDay);
        fc.pre(cut > start.startDate);
        const twoPeriods: FeeEngineInput = {
          ...whole,
          site: {
            ...whole.site,
            feeSplit: { ...split, periods: [start, { startDate: cut, feeCents: start.feeCents }] },
          },
        };
        expect(computeMonthFee(twoPeriods)).toEqual(computeMonthFee(whole));
      }),
    );
  });

  it('never raises the fee when a room is closed', () => {
    fc.assert(
      fc.property(
        monthArbitrary,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 20 }),
        (drawn, roomIndex, closeDay, closedDays) => {
          const input = inputOf(drawn);
          const target = input.rooms[roomIndex % input.rooms.length]!;
          const from = addDays(firstOf(drawn), closeDay);
          const reopen = addDays(from, closedDays + 1);
          // Close the room from `from` to the day before `reopen`, then put it back as it was.
          const history = target.history;
          const at = (day: string) =>
            [...history].reverse().find((snapshot) => snapshot.effectiveFrom <= day);
          const closing = at(from);
          fc.pre(closing !== undefined);
          const restored = at(reopen)!;
          const kept = history.filter(
            (snapshot) => snapshot.effectiveFrom < from || snapshot.effectiveFrom > reopen,
          );
          const closed: FeeRoom = {
            ...target,
            history: [
              ...kept,
              { ...closing!, effectiveFrom: from, state: 'closed' as const },
              { ...restored, effectiveFrom: reopen },
            ].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom)),
          };
          const after = { ...input, rooms: input.rooms.map((room) => (room === target ? closed : room)) };
          expect(computeMonthFee(after).totalCents).toBeLessThanOrEqual(computeMonthFee(input).totalCents);
        },
      ),
    );
  });

  it('charges a room open on every working day its full monthly amount', () => {
    fc.assert(
      fc.property(monthArbitrary, (drawn) => {
        // Every room open since before the month and for good; the split begun before the month too.
        const steady: Drawn = {
          ...drawn,
          splitStartOffset: Math.min(drawn.splitStartOffset, -1),
          rooms: drawn.rooms.map((drawnRoom) => ({
            ...drawnRoom,
            changes: [],
            startsOffset: Math.min(drawnRoom.startsOffset, -1),
          })),
        };
        const input = inputOf(steady);
        const fee = computeMonthFee(input);
        const equivalent = input.site.formula === 'equivalent_square_metres';
        const weight = (drawnRoom: Drawn['rooms'][number]) =>
          BigInt(drawnRoom.areaCentiSqm) *
          (equivalent
            ? BigInt(drawnRoom.categoryCoefficientThousandths * drawnRoom.frequencyCoefficientThousandths)
            : 1_000_000n);
        const baseDate = fee.rate!.baseDate;
        const base = steady.rooms
          .filter((drawnRoom) => addDays(firstOf(steady), drawnRoom.startsOffset) <= baseDate)
          .reduce((sum, drawnRoom) => sum + weight(drawnRoom), 0n);
        for (const line of fee.lines) {
          if (line.kind !== 'room') continue;
          const drawnRoom = steady.rooms.find((candidate) => candidate.roomId === line.roomId)!;
          // fee × weight / base, rounded to the cent, halves up.
          const numerator = BigInt(steady.feeCents) * weight(drawnRoom);
          const expected = Number((2n * numerator + base) / (2n * base));
          expect(line.amountCents).toBe(line.fullAmountCents);
          expect(line.amountCents).toBe(expected);
        }
      }),
    );
  });

  it('does not depend on the order of the rooms', () => {
    fc.assert(
      fc.property(monthArbitrary, fc.func(fc.integer()), (drawn, order) => {
        const input = inputOf(drawn);
        const shuffled = {
          ...input,
          rooms: [...input.rooms].sort((a, b) => order(a.roomId) - order(b.roomId)),
        };
        expect(computeMonthFee(shuffled).totalCents).toBe(computeMonthFee(input).totalCents);
        expect(byRoom(shuffled)).toEqual(byRoom(input));
      }),
    );
  });
});
