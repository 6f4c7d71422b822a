import { describe, expect, it } from 'vitest';
import { computeMonthFee } from './fee-engine.ts';
import type {
  FeeEngineInput,
  FeeEngineSite,
  FeeRoom,
  FeeRoomSnapshot,
  FeeService,
} from './fee-engine.types.ts';

/** A hand-computed table of months: each figure below is worked out in the comment above it. */

const site = (overrides: Partial<FeeEngineSite> = {}): FeeEngineSite => ({
  formula: 'flat_per_square_metre',
  weekLength: 5,
  holidaysAreWorkingDays: false,
  monthDuration: 'calendar',
  patronSaintDay: null,
  dateFrom: '2020-01-01',
  dateTo: '2030-12-31',
  feeSplit: { endDate: '2030-12-31', periods: [{ startDate: '2020-01-01', feeCents: 200_000 }] },
  ...overrides,
});

const snapshot = (effectiveFrom: string, fields: Partial<FeeRoomSnapshot> = {}): FeeRoomSnapshot => ({
  effectiveFrom,
  state: 'open',
  name: 'Locale',
  areaCentiSqm: 10_000,
  categoryName: 'Uffici',
  categoryCoefficientThousandths: 1000,
  frequencyCode: '5/7',
  frequencyCoefficientThousandths: 1000,
  variationId: null,
  ...fields,
});

const room = (roomId: number, history: FeeRoomSnapshot[]): FeeRoom => ({
  roomId,
  identifier: `L${roomId}`,
  history,
});

const month = (
  year: number,
  monthNumber: number,
  parts: { site?: FeeEngineSite; rooms?: FeeRoom[]; services?: FeeService[] },
): FeeEngineInput => ({
  year,
  month: monthNumber,
  site: parts.site ?? site(),
  rooms: parts.rooms ?? [],
  services: parts.services ?? [],
});

const amounts = (fee: ReturnType<typeof computeMonthFee>) => fee.lines.map((line) => line.amountCents);

describe('the fee engine, on months worked out by hand', () => {
  // August 2025, 5-day week: 21 weekdays (1, 4-8, 11-15, 18-22, 25-29), less Friday 15 (Ferragosto): 20.
  // Two rooms of 60 and 40 m² share 2,000.00 €: 1,200.00 and 800.00 € open all month; the second closed
  // from 18 to 22 August is open 15 of 20 working days: 800.00 × 15 / 20 = 600.00 €.
  it('prices a 5-day site in August with Ferragosto, one room closed for a week', () => {
    const rooms = [
      room(1, [snapshot('2025-01-01', { areaCentiSqm: 6000 })]),
      room(2, [
        snapshot('2025-01-01', { areaCentiSqm: 4000 }),
        snapshot('2025-08-18', { areaCentiSqm: 4000, state: 'closed', variationId: 7 }),
        snapshot('2025-08-23', { areaCentiSqm: 4000, variationId: 7 }),
      ]),
    ];
    const fee = computeMonthFee(month(2025, 8, { rooms }));
    expect(fee.workingDays).toBe(20);
    expect(fee.holidays).toEqual(['2025-08-15']);
    expect(fee.rate).toEqual({ baseDate: '2025-01-01', baseWeightCentiSqm: 10_000 });
    expect(amounts(fee)).toEqual([120_000, 60_000]);
    expect(fee.lines[1]).toMatchObject({ openWorkingDays: 15, workingDays: 20, fullAmountCents: 80_000 });
    expect(fee.totalCents).toBe(180_000);
    expect(fee.adjustments).toEqual([{ variationId: 7, effectCents: -20_000 }]);
  });

  // With holidays counted as working days, Ferragosto is worked: 21 days; the closed week is 5 of them:
  // 800.00 × 16 / 21 = 609.5238… → 609.52 €.
  it('counts Ferragosto when holidays are working days', () => {
    const rooms = [
      room(1, [snapshot('2025-01-01', { areaCentiSqm: 6000 })]),
      room(2, [
        snapshot('2025-01-01', { areaCentiSqm: 4000 }),
        snapshot('2025-08-18', { areaCentiSqm: 4000, state: 'closed' }),
        snapshot('2025-08-23', { areaCentiSqm: 4000 }),
      ]),
    ];
    const fee = computeMonthFee(month(2025, 8, { rooms, site: site({ holidaysAreWorkingDays: true }) }));
    expect(fee.workingDays).toBe(21);
    expect(amounts(fee)).toEqual([120_000, 60_952]);
  });

  // February 2028 (leap year), 7-day week: 29 working days. Equivalent m²: 24.50 m² × 1.200 × 1.500 =
  // 44.10 and 50.00 m² × 1.000 × 1.000 = 50.00, base 94.10. Fee 3,000.00 €.
  // Second room: 3,000.00 × 50 / 94.1 = 1,594.0489… → 1,594.05 €.
  // First room, closed from 20 February (open 19 of 29 days): 3,000.00 × 44.1 × 19 / (94.1 × 29) =
  // 921.1403… → 921.14 €; open all month it would be 3,000.00 × 44.1 / 94.1 = 1,405.9511… → 1,405.95 €.
  it('prices a leap February by equivalent square metres, a room closed mid-month', () => {
    const rooms = [
      room(1, [
        snapshot('2027-06-01', {
          areaCentiSqm: 2450,
          categoryCoefficientThousandths: 1200,
          frequencyCoefficientThousandths: 1500,
        }),
        snapshot('2028-02-20', {
          areaCentiSqm: 2450,
          categoryCoefficientThousandths: 1200,
          frequencyCoefficientThousandths: 1500,
          state: 'closed',
        }),
      ]),
      room(2, [snapshot('2027-06-01', { areaCentiSqm: 5000 })]),
    ];
    const feeSplit = { endDate: '2030-12-31', periods: [{ startDate: '2027-01-01', feeCents: 300_000 }] };
    const fee = computeMonthFee(
      month(2028, 2, {
        rooms,
        site: site({ formula: 'equivalent_square_metres', weekLength: 7, feeSplit }),
      }),
    );
    expect(fee.workingDays).toBe(29);
    expect(fee.rate).toEqual({ baseDate: '2027-06-01', baseWeightCentiSqm: 9410 });
    expect(fee.lines[0]).toMatchObject({
      coefficientMillionths: 1_800_000,
      openWorkingDays: 19,
      amountCents: 92_114,
      fullAmountCents: 140_595,
    });
    expect(fee.lines[1]).toMatchObject({ amountCents: 159_405, fullAmountCents: 159_405 });
    expect(fee.totalCents).toBe(251_519);
  });

  // April 2026, 5-day week: 22 weekdays less Easter Monday (6th) = 21; the 25th is a Saturday.
  // The site's fee split of 2,100.00 € starts on 16 April: 11 working days.
  // Calendar days: 2,100.00 × 11 / 21 = 1,100.00 €. A 30-day month: 2,100.00 × 11 / 22 = 1,050.00 €.
  it('pro-rates a partial month by calendar working days or over the 22 of a 30-day month', () => {
    const feeSplit = { endDate: '2030-12-31', periods: [{ startDate: '2026-04-16', feeCents: 210_000 }] };
    const flat = site({ formula: 'flat_services_fee', feeSplit });
    const calendar = computeMonthFee(month(2026, 4, { site: flat }));
    expect(calendar.workingDays).toBe(21);
    expect(calendar.lines).toEqual([
      expect.objectContaining({ kind: 'site', dueWorkingDays: 11, amountCents: 110_000 }),
    ]);
    const thirty = computeMonthFee(month(2026, 4, { site: { ...flat, monthDuration: 'thirty_days' } }));
    expect(thirty.partialMonthDivisor).toBe(22);
    expect(thirty.totalCents).toBe(105_000);
    // A whole month is the whole fee in either case.
    const whole = site({
      formula: 'flat_services_fee',
      feeSplit: { ...feeSplit, periods: [{ startDate: '2026-01-01', feeCents: 210_000 }] },
    });
    expect(
      computeMonthFee(month(2026, 4, { site: { ...whole, monthDuration: 'thirty_days' } })).totalCents,
    ).toBe(210_000);
    expect(computeMonthFee(month(2026, 4, { site: whole })).totalCents).toBe(210_000);
  });

  // January 2025, 7-day week with holidays worked: 31 working days, in a 30-day month. The split is
  // 0.00 € on 1 January and 3,100.00 € from the 2nd; the room, closed on the 1st, is due 30 days:
  // 3,100.00 × 30 / 30 = 3,100.00 €, more than the full month, 3,100.00 × 30 / 31 = 3,000.00 €,
  // so it costs 3,000.00 €.
  it('never charges a partial 30-day month more than the full month', () => {
    const feeSplit = {
      endDate: '2030-12-31',
      periods: [
        { startDate: '2025-01-01', feeCents: 0 },
        { startDate: '2025-01-02', feeCents: 310_000 },
      ],
    };
    const rooms = [room(1, [snapshot('2024-12-01', { state: 'closed' }), snapshot('2025-01-02')])];
    const thirty = site({
      weekLength: 7,
      holidaysAreWorkingDays: true,
      monthDuration: 'thirty_days',
      feeSplit,
    });
    const fee = computeMonthFee(month(2025, 1, { site: thirty, rooms }));
    expect(fee.lines[0]).toMatchObject({
      openWorkingDays: 30,
      fullAmountCents: 300_000,
      amountCents: 300_000,
    });
  });

  // April 2026 has 22 weekdays, 4 Saturdays and 4 Sundays; Easter is Sunday 5th, Easter Monday the 6th,
  // and 25 April (Liberazione) a Saturday.
  it('counts the working days by week length and holidays', () => {
    const days = (overrides: Partial<FeeEngineSite>) =>
      computeMonthFee(month(2026, 4, { site: site({ formula: 'flat_services_fee', ...overrides }) }))
        .workingDays;
    expect(days({})).toBe(21);
    expect(days({ holidaysAreWorkingDays: true })).toBe(22);
    expect(days({ weekLength: 6 })).toBe(24);
    expect(days({ weekLength: 7 })).toBe(27);
    expect(days({ weekLength: 7, holidaysAreWorkingDays: true })).toBe(30);
  });

  // December 2026, 5-day week: 23 weekdays, less the 8th (Tuesday) and the 25th (Friday): 21; with
  // Sant'Ambrogio (7 December, Monday) as the patron saint, 20.
  it('takes the patron saint’s day out of the working days', () => {
    const plain = computeMonthFee(month(2026, 12, { site: site({ formula: 'flat_services_fee' }) }));
    expect(plain.workingDays).toBe(21);
    const milan = computeMonthFee(
      month(2026, 12, { site: site({ formula: 'flat_services_fee', patronSaintDay: '12-07' }) }),
    );
    expect(milan.workingDays).toBe(20);
    expect(milan.holidays).toEqual(['2026-12-07', '2026-12-08', '2026-12-25']);
  });

  // A service with its own 500.00 € a month, in August 2025 (20 working days): suspended 18-22 August
  // (5 working days) by variation 3, and its price raised to 600.00 € from 25 August (5 working days)
  // by variation 4: 500.00 × 10 / 20 + 600.00 × 5 / 20 = 250.00 + 150.00 = 400.00 €.
  it('applies a service’s suspension and price change, each with its effect', () => {
    const service: FeeService = {
      siteServiceId: 9,
      name: 'Pulizia vetri',
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
      feeSplit: { endDate: '2025-12-31', periods: [{ startDate: '2025-01-01', feeCents: 50_000 }] },
      variations: [
        {
          variationId: 3,
          kind: 'suspension',
          dateFrom: '2025-08-18',
          dateTo: '2025-08-22',
          newFeeCents: null,
        },
        { variationId: 4, kind: 'price_change', dateFrom: '2025-08-25', dateTo: null, newFeeCents: 60_000 },
      ],
    };
    const fee = computeMonthFee(
      month(2025, 8, { site: site({ formula: 'flat_services_fee', feeSplit: null }), services: [service] }),
    );
    expect(fee.lines).toEqual([
      expect.objectContaining({
        kind: 'service',
        name: 'Pulizia vetri',
        dueWorkingDays: 15,
        amountCents: 40_000,
      }),
    ]);
    // Without the suspension: 500 × 15 / 20 + 150 = 525.00 (effect −125.00); without the price change:
    // 500 × 15 / 20 = 375.00 (effect +25.00).
    expect(fee.adjustments).toEqual([
      { variationId: 3, effectCents: -12_500 },
      { variationId: 4, effectCents: 2_500 },
    ]);
  });

  it('charges nothing for days outside the site’s dates', () => {
    const rooms = [room(1, [snapshot('2025-01-01')])];
    const fee = computeMonthFee(month(2025, 8, { rooms, site: site({ dateTo: '2025-08-14' }) }));
    // Open 10 of 20 working days (1-14 August).
    expect(fee.lines[0]).toMatchObject({ openWorkingDays: 10, amountCents: 100_000 });
  });
});
