import { describe, expect, it } from 'vitest';
import { variationIssues, type RoomFacts, type VariationContext } from './variation-rules.ts';
import { variationRequestSchema, type VariationRequestInput } from './variations.schemas.ts';

const room = (roomId: number, openPeriods: RoomFacts['openPeriods'], siteCode = 'S1'): RoomFacts => ({
  roomId,
  siteCode,
  name: `Ufficio ${String(roomId)}`,
  existsOnFrom: true,
  openPeriods,
});
const context: VariationContext = {
  site: { siteCode: 'S1', dateFrom: '2025-01-01', dateTo: '2027-12-31' },
  rooms: new Map([
    [1, room(1, [{ from: '2025-01-01', to: null }])],
    [
      2,
      room(2, [
        { from: '2025-01-01', to: '2026-02-04' },
        { from: '2026-02-07', to: null },
      ]),
    ],
    [3, room(3, [])],
    [4, room(4, [{ from: '2025-01-01', to: null }], 'S2')],
  ]),
  services: [{ siteServiceId: 10, dateFrom: '2025-01-01', dateTo: '2026-12-31' }],
};
const rooms = (type: 1 | 2 | 3 | 4, ...roomIds: number[]): VariationRequestInput => ({
  siteCode: 'S1',
  type: 1,
  roomVariationType: type,
  rooms: roomIds.map((roomId) => ({ roomId })),
  dateFrom: '2026-02-02',
  dateTo: '2026-02-08',
});
const issues = (input: VariationRequestInput) =>
  variationIssues(variationRequestSchema.parse(input), context);

describe('variationIssues (SPEC.md section 5)', () => {
  it('accepts closing a room open on every day of the period', () => {
    expect(issues(rooms(4, 1))).toEqual([]);
  });

  it('refuses closing a room not open on every day, naming the first day it is not', () => {
    expect(issues(rooms(4, 2))).toEqual([
      {
        path: 'rooms.0',
        message:
          'Il locale Ufficio 2 non è aperto in tutti i giorni del periodo: il 05/02/2026 è chiuso o sospeso',
      },
    ]);
  });

  it('refuses suspending a room closed on the first day', () => {
    expect(issues(rooms(2, 3))[0]?.message).toBe(
      'Il locale Ufficio 3 non è aperto il 02/02/2026: si può chiudere, sospendere o modificare solo un locale aperto il primo e l’ultimo giorno',
    );
  });

  it('opens only a room closed on the first and last days', () => {
    expect(issues(rooms(3, 3))).toEqual([]);
    expect(issues(rooms(3, 1))[0]?.message).toMatch(/^Il locale Ufficio 1 è già aperto il 02\/02\/2026/);
  });

  it('refuses a room of another site or unknown', () => {
    expect(issues(rooms(4, 4, 99)).map((issue) => issue.message)).toEqual([
      'Il locale scelto non è di questa ubicazione',
      'Il locale scelto non è di questa ubicazione',
    ]);
  });

  it('keeps the period within the site’s dates', () => {
    expect(issues({ ...rooms(4, 1), dateFrom: '2024-12-30', dateTo: '2028-01-01' }).slice(0, 2)).toEqual([
      {
        path: 'dateFrom',
        message: 'Il periodo deve iniziare dal 01/01/2025 o dopo, quando inizia il servizio nell’ubicazione',
      },
      {
        path: 'dateTo',
        message: 'Il periodo deve finire entro il 31/12/2027, quando finisce il servizio nell’ubicazione',
      },
    ]);
  });

  it('refuses a service of another site, and a period past the service’s end', () => {
    const service = {
      siteCode: 'S1',
      type: 0,
      serviceVariationType: 2,
      dateFrom: '2026-12-01',
      dateTo: '2027-01-15',
    } as const;
    expect(issues({ ...service, siteServiceId: 11 })[0]?.message).toBe(
      'Il servizio scelto non è di questa ubicazione',
    );
    expect(issues({ ...service, siteServiceId: 10 })[0]?.path).toBe('dateTo');
  });
});

describe('variationRequestSchema', () => {
  const messages = (input: VariationRequestInput) => {
    const result = variationRequestSchema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('asks for what each kind needs', () => {
    expect(messages({ siteCode: 'S1', type: 1, dateFrom: '2026-02-02', dateTo: '2026-02-01' })).toEqual([
      'dateTo: La data di fine non può precedere quella di inizio',
      'roomVariationType: Scegli il tipo di variazione',
      'rooms: Scegli almeno un locale',
    ]);
    expect(messages({ ...rooms(2, 1), dateTo: null })).toEqual([
      'dateTo: Indica fino a quando dura la sospensione',
    ]);
    expect(messages(rooms(1, 1))).toEqual([
      'rooms.0: Indica almeno un dato nuovo del locale: superficie, categoria o frequenza',
    ]);
    expect(messages({ siteCode: 'S1', type: 0, serviceVariationType: 1, dateFrom: '2026-02-02' })).toEqual([
      'siteServiceId: Scegli il servizio',
      'newFee: Indica il nuovo canone mensile',
    ]);
    expect(
      messages({
        siteCode: 'S1',
        type: 0,
        serviceVariationType: 2,
        siteServiceId: 1,
        dateFrom: '2026-02-02',
      }),
    ).toEqual(['dateTo: Indica fino a quando dura la sospensione']);
    expect(
      messages({
        siteCode: 'S1',
        type: 0,
        serviceVariationType: 1,
        siteServiceId: 1,
        newFee: -1,
        dateFrom: '2026-02-02',
      }),
    ).toHaveLength(1);
  });
});
