import type { IsoDate } from '../dates/calendar-day.ts';
import type { FeeSchedule } from '../sites/fee-formula.ts';
import { monthCalendar, thirtyDayMonthWorkingDays } from './fee-calendar.ts';
import type {
  FeeAdjustment,
  FeeEngineInput,
  FeeFlatLine,
  FeeLine,
  FeeRoom,
  FeeRoomLine,
  FeeRoomRate,
  FeeRoomSnapshot,
  FeeService,
  MonthFee,
} from './fee-engine.types.ts';

/*
 * The fee engine: what a site costs in a month, and why (PRODUCT.md, Fees; docs/guida/economia.md says
 * it in Italian).
 *
 * Each line of the month (a room, a service with its own fee split, or the site's own fee under the flat
 * services fee formula) has, on each working day, a potential (what that day is worth if the line is
 * due) and whether it is due. The line's full amount is the sum of its potentials over the month's
 * working days, divided by their number; its amount is:
 * - calendar month: the sum of the potentials of the days it is due, over the working days;
 * - 30-day month: the full amount when it is due on every working day, otherwise the days it is due
 *   over the customary 22, 26 or 30 working days of a 30-day month, never more than the full amount.
 *
 * Rooms share the site's fee split by weight: a room weighs its area (flat per m²) or its equivalent
 * area (area × the coefficients of its category and frequency). The split's monthly fee pays for the
 * weight of the rooms that exist (open or not) on the base day, the split's first day with rooms; a room
 * on a day is worth fee × its weight / that base weight. So rooms open on every working day cost the
 * split's fee, a closed room costs nothing, a larger room costs more, and closing a room never changes
 * what the others cost.
 *
 * Rounding, the only one: each line is computed exactly (integers) and rounded once, to the nearest cent,
 * halves up; the total is the sum of the rounded lines.
 */

const millionth = 1_000_000n;

const roundHalfUp = (numerator: bigint, denominator: bigint): number =>
  denominator === 0n ? 0 : Number((2n * numerator + denominator) / (2n * denominator));

/** The periods sorted, and for each working day the monthly fee in force and whether it is in the split. */
function feesByDay(schedule: FeeSchedule | null, days: readonly IsoDate[]) {
  const periods = [...(schedule?.periods ?? [])].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const first = periods[0]?.startDate;
  const fees = days.map((day) => {
    if (!schedule || first === undefined || day < first || day > schedule.endDate) return null;
    let fee = 0;
    for (const period of periods) if (period.startDate <= day) fee = period.feeCents;
    return fee;
  });
  return { firstStart: first, fees };
}

/**
 * What a line adds up over the working days: potentials (a day's monthly fee × the line's weight that
 * day) in total and on the days it is due. The fees of a run of days at one weight are added as numbers
 * (cents × 31 days stay far below 2^53, so exactly) and multiplied by the weight once, when it changes:
 * one bigint product a run instead of one a day, the engine's hot path (`npm run bench:economics`).
 */
class LineSums {
  #full = 0n;
  #due = 0n;
  #dueDays = 0;
  #dueEveryDay = true;
  #weight = 0n;
  #runFees = 0;
  #runDueFees = 0;

  add(fee: number, weight: bigint, due: boolean) {
    if (weight !== this.#weight) this.#closeRun(weight);
    this.#runFees += fee;
    if (due) {
      this.#runDueFees += fee;
      this.#dueDays += 1;
    } else this.#dueEveryDay = false;
  }

  totals() {
    this.#closeRun(0n);
    return { full: this.#full, due: this.#due, dueDays: this.#dueDays, dueEveryDay: this.#dueEveryDay };
  }

  #closeRun(nextWeight: bigint) {
    this.#full += BigInt(this.#runFees) * this.#weight;
    this.#due += BigInt(this.#runDueFees) * this.#weight;
    this.#runFees = 0;
    this.#runDueFees = 0;
    this.#weight = nextWeight;
  }
}

type Divisors = { workingDays: bigint; partialMonth: bigint; thirtyDays: boolean };

/** A line's days due, amount and full amount in cents, from its sums and a weight the potentials carry. */
function amountsOf(sums: LineSums, divisors: Divisors, weight: bigint) {
  const { full, due, dueDays, dueEveryDay } = sums.totals();
  const fullAmountCents = roundHalfUp(full, divisors.workingDays * weight);
  if (!divisors.thirtyDays || dueEveryDay)
    return { dueDays, fullAmountCents, amountCents: roundHalfUp(due, divisors.workingDays * weight) };
  const partial = roundHalfUp(due, divisors.partialMonth * weight);
  return { dueDays, fullAmountCents, amountCents: Math.min(fullAmountCents, partial) };
}

const coefficientOf = (snapshot: FeeRoomSnapshot, equivalent: boolean): bigint =>
  equivalent
    ? BigInt(snapshot.categoryCoefficientThousandths) * BigInt(snapshot.frequencyCoefficientThousandths)
    : millionth;

const weightOf = (snapshot: FeeRoomSnapshot, equivalent: boolean): bigint =>
  BigInt(snapshot.areaCentiSqm) * coefficientOf(snapshot, equivalent);

/** The snapshot in force on a day, of a history sorted oldest first. */
function snapshotOn(history: readonly FeeRoomSnapshot[], day: IsoDate): FeeRoomSnapshot | undefined {
  let found: FeeRoomSnapshot | undefined;
  for (const snapshot of history) {
    if (snapshot.effectiveFrom > day) break;
    found = snapshot;
  }
  return found;
}

type Month = {
  input: FeeEngineInput;
  days: readonly IsoDate[];
  divisors: Divisors;
  siteFees: (number | null)[];
  siteFirstStart: IsoDate | undefined;
  /** Whether each working day is within the site's dates. */
  siteOpen: boolean[];
};

function roomLines(
  month: Month,
  rooms: readonly FeeRoom[],
): { rate: FeeRoomRate | null; lines: FeeRoomLine[] } {
  const { site } = month.input;
  if (site.formula === 'flat_services_fee' || month.siteFirstStart === undefined || rooms.length === 0)
    return { rate: null, lines: [] };
  const equivalent = site.formula === 'equivalent_square_metres';
  const earliestRoom = rooms.reduce<IsoDate | undefined>((earliest, room) => {
    const first = room.history[0]?.effectiveFrom;
    return first !== undefined && (earliest === undefined || first < earliest) ? first : earliest;
  }, undefined);
  if (earliestRoom === undefined) return { rate: null, lines: [] };
  const baseDate = earliestRoom > month.siteFirstStart ? earliestRoom : month.siteFirstStart;
  let baseWeight = 0n;
  for (const room of rooms) {
    const snapshot = snapshotOn(room.history, baseDate);
    if (snapshot) baseWeight += weightOf(snapshot, equivalent);
  }
  const rate = { baseDate, baseWeightCentiSqm: Number(baseWeight / millionth) };

  const lines: FeeRoomLine[] = [];
  for (const room of rooms) {
    const sums = new LineSums();
    let shown: FeeRoomSnapshot | undefined;
    let shownOpen = false;
    // The days are in order: the snapshot in force moves forward through the history, never back.
    let next = 0;
    let snapshot: FeeRoomSnapshot | undefined;
    let weight = 0n;
    for (let index = 0; index < month.days.length; index += 1) {
      const day = month.days[index]!;
      let moved = false;
      while (next < room.history.length && room.history[next]!.effectiveFrom <= day) {
        snapshot = room.history[next++];
        moved = true;
      }
      if (!snapshot) {
        sums.add(0, 0n, false);
        continue;
      }
      if (moved) weight = weightOf(snapshot, equivalent);
      const fee = month.siteFees[index] ?? null;
      const open = snapshot.state === 'open';
      sums.add(fee ?? 0, weight, open && fee !== null && (month.siteOpen[index] ?? false));
      if (open || !shownOpen) {
        shown = snapshot;
        shownOpen = open;
      }
    }
    if (!shown) continue;
    const { dueDays, ...amounts } = amountsOf(sums, month.divisors, baseWeight);
    lines.push({
      kind: 'room',
      roomId: room.roomId,
      identifier: room.identifier,
      name: shown.name,
      areaCentiSqm: shown.areaCentiSqm,
      categoryName: shown.categoryName,
      frequencyCode: shown.frequencyCode,
      coefficientMillionths: Number(coefficientOf(shown, equivalent)),
      openWorkingDays: dueDays,
      workingDays: month.days.length,
      ...amounts,
    });
  }
  return { rate, lines };
}

function siteLine(month: Month): FeeFlatLine[] {
  if (month.input.site.formula !== 'flat_services_fee' || month.siteFirstStart === undefined) return [];
  const sums = new LineSums();
  month.days.forEach((_, index) => {
    const fee = month.siteFees[index] ?? null;
    sums.add(fee ?? 0, 1n, fee !== null && (month.siteOpen[index] ?? false));
  });
  const { dueDays, ...amounts } = amountsOf(sums, month.divisors, 1n);
  return [
    {
      kind: 'site',
      siteServiceId: null,
      name: 'Canone dell’ubicazione',
      dueWorkingDays: dueDays,
      workingDays: month.days.length,
      ...amounts,
    },
  ];
}

/** A service's fee on a day after its accepted variations, and whether it is due. */
function serviceDay(service: FeeService, splitFee: number | null, day: IsoDate) {
  let fee = splitFee;
  let due = splitFee !== null && day >= service.dateFrom && day <= service.dateTo;
  for (const variation of service.variations) {
    if (variation.dateFrom > day || (variation.dateTo !== null && day > variation.dateTo)) continue;
    if (variation.kind === 'price_change' && fee !== null) fee = variation.newFeeCents ?? fee;
    else if (variation.kind !== 'price_change') due = false;
  }
  return { fee, due };
}

function serviceLines(month: Month, services: readonly FeeService[]): FeeFlatLine[] {
  return services
    .filter((service) => service.feeSplit !== null)
    .map((service) => {
      const { fees } = feesByDay(service.feeSplit, month.days);
      const sums = new LineSums();
      month.days.forEach((day, index) => {
        const { fee, due } = serviceDay(service, fees[index] ?? null, day);
        sums.add(fee ?? 0, 1n, due && (month.siteOpen[index] ?? false));
      });
      const { dueDays, ...amounts } = amountsOf(sums, month.divisors, 1n);
      return {
        kind: 'service' as const,
        siteServiceId: service.siteServiceId,
        name: service.name,
        dueWorkingDays: dueDays,
        workingDays: month.days.length,
        ...amounts,
      };
    })
    .filter((line) => line.fullAmountCents > 0 || line.amountCents > 0);
}

function linesOf(month: Month, rooms: readonly FeeRoom[], services: readonly FeeService[]) {
  const rooming = roomLines(month, rooms);
  const lines: FeeLine[] = [...siteLine(month), ...rooming.lines, ...serviceLines(month, services)];
  return { rate: rooming.rate, lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

/**
 * The accepted variations that may change the month, by id: a room variation whose first row is not after
 * the month and that does not end (its last row, the room back as it was) before it; a service variation
 * whose period meets the month.
 */
function variationsOf(input: FeeEngineInput, first: IsoDate, last: IsoDate): number[] {
  const rows = new Map<number, { from: IsoDate; to: IsoDate; count: number }>();
  for (const room of input.rooms)
    for (const { variationId, effectiveFrom } of room.history) {
      if (variationId === null) continue;
      const seen = rows.get(variationId);
      if (!seen) rows.set(variationId, { from: effectiveFrom, to: effectiveFrom, count: 1 });
      else {
        if (effectiveFrom < seen.from) seen.from = effectiveFrom;
        if (effectiveFrom > seen.to) seen.to = effectiveFrom;
        seen.count += 1;
      }
    }
  const ids = new Set<number>();
  for (const [variationId, { from, to, count }] of rows)
    if (from <= last && (to > first || count === 1 || from === to)) ids.add(variationId);
  for (const service of input.services)
    for (const variation of service.variations)
      if (variation.dateFrom <= last && (variation.dateTo === null || variation.dateTo >= first))
        ids.add(variation.variationId);
  return [...ids].sort((a, b) => a - b);
}

function without(input: FeeEngineInput, variationId: number) {
  return {
    rooms: input.rooms.map((room) => ({
      ...room,
      history: room.history.filter((snapshot) => snapshot.variationId !== variationId),
    })),
    services: input.services.map((service) => ({
      ...service,
      variations: service.variations.filter((variation) => variation.variationId !== variationId),
    })),
  };
}

/** The fee of a site's month, line by line, with the effect of each accepted variation. */
export function computeMonthFee(input: FeeEngineInput): MonthFee {
  const { site } = input;
  const calendar = monthCalendar(input.year, input.month, site);
  const days = calendar.workingDays;
  const thirtyDays = site.monthDuration === 'thirty_days';
  const partialMonth = thirtyDays ? thirtyDayMonthWorkingDays[site.weekLength] : days.length;
  const { firstStart, fees } = feesByDay(site.feeSplit, days);
  const month: Month = {
    input,
    days,
    divisors: { workingDays: BigInt(days.length), partialMonth: BigInt(partialMonth), thirtyDays },
    siteFees: fees,
    siteFirstStart: firstStart,
    siteOpen: days.map((day) => day >= site.dateFrom && day <= site.dateTo),
  };
  const { rate, lines, totalCents } = linesOf(month, input.rooms, input.services);
  const adjustments: FeeAdjustment[] = [];
  const monthDays = `${input.year}-${String(input.month).padStart(2, '0')}`;
  for (const variationId of variationsOf(input, `${monthDays}-01`, `${monthDays}-31`)) {
    const other = without(input, variationId);
    const effectCents = totalCents - linesOf(month, other.rooms, other.services).totalCents;
    if (effectCents !== 0) adjustments.push({ variationId, effectCents });
  }
  return {
    year: input.year,
    month: input.month,
    formula: site.formula,
    workingDays: days.length,
    partialMonthDivisor: partialMonth,
    holidays: [...calendar.holidays],
    rate,
    lines,
    adjustments,
    totalCents,
  };
}
