import { createHash } from 'node:crypto';
import type { syncRuns, syncSources } from '@portale/db';
import { romeInstant } from '@portale/shared';
import { addDays, type IsoDate } from './dates.ts';
import type { EmployeesData } from './employees.ts';
import type { StampingRow } from './stampings.ts';
import type { DemoData } from './rows.ts';

export type SyncSourceRow = Required<typeof syncSources.$inferInsert>;
export type SyncRunRow = Required<typeof syncRuns.$inferInsert>;

/**
 * The demo sources' keys, shaped as the API issues them («sk_» and 43 URL-safe characters), known so
 * that the browser tests and issue 28's benchmark can send batches to a demo server:
 *   Rilevazione presenze (demo): sk_demo-rilevazione-presenze-00000000000000000
 *   Paghe e personale (demo):    sk_demo-paghe-e-personale-00000000000000000000
 * Anybody may read them here: a server seeded with the demo takes them until staff replace the keys.
 */
export const demoSyncKeys = {
  attendance: 'sk_demo-rilevazione-presenze-00000000000000000',
  personnel: 'sk_demo-paghe-e-personale-00000000000000000000',
} as const;

export const demoSyncSourceIds = { attendance: 1, personnel: 2 } as const;

/** As the API keeps a key: its SHA-256 digest and its first ten characters (apps/api plugins/tokens.ts). */
const keyColumns = (key: string) => ({
  keyHash: createHash('sha256').update(key).digest('hex'),
  keyPrefix: key.slice(0, 10),
});

/** The most rows one batch carries (`syncBatchMaxRows` of the sync contract). */
const batchMaxRows = 10_000;
/** The runs of the time-keeping system kept in the demo's log: its batches of the last two days. */
const loggedHours = 48;
/** The HR system sends everybody every night at 02:15; the log keeps a week of it. */
const loggedNights = 7;

/**
 * The two systems of the demo that send data (issue 28), set up by staff.demo a good year ago: the
 * time-keeping system («Rilevazione presenze (demo)», which sent the stampings) and the HR system
 * («Paghe e personale (demo)», the people and their assignments).
 */
export function planDemoSyncSources(data: Pick<DemoData, 'users'>, today: IsoDate): SyncSourceRow[] {
  const createdBy = data.users.find((user) => user.username === 'staff.demo')?.id ?? null;
  const source = (id: number, name: string, key: string, time: string): SyncSourceRow => {
    const createdAt = romeInstant(addDays(today, -400), time);
    return {
      id,
      name,
      ...keyColumns(key),
      keyIssuedAt: createdAt,
      createdByUserId: createdBy,
      createdAt,
      revokedAt: null,
      lastUsedAt: null,
    };
  };
  return [
    source(demoSyncSourceIds.attendance, 'Rilevazione presenze (demo)', demoSyncKeys.attendance, '09:00'),
    source(demoSyncSourceIds.personnel, 'Paghe e personale (demo)', demoSyncKeys.personnel, '09:30'),
  ];
}

/**
 * The sources' recent log: the time-keeping system's hourly batches of the last two days as the
 * stampings say (new ones created, corrections updated), one of them sent twice (all unchanged), one
 * refused for an unknown person and site; the HR system's nightly batches of the last week, everybody
 * each night, in batches of at most ten thousand, with the people hired and the assignments ended.
 * The sources' last use is their last batch.
 */
export function planDemoSyncRuns(
  sources: SyncSourceRow[],
  people: EmployeesData,
  stampings: readonly StampingRow[],
  options: { today: IsoDate; now: Date },
): SyncRunRow[] {
  const { today, now } = options;
  const from = now.getTime() - loggedHours * 3_600_000;
  const batches = new Map<number, { created: number; updated: number }>();
  const count = (instant: Date | null, field: 'created' | 'updated') => {
    if (!instant || instant.getTime() < from || instant > now) return;
    const batch = batches.get(instant.getTime()) ?? { created: 0, updated: 0 };
    batch[field] += 1;
    batches.set(instant.getTime(), batch);
  };
  for (const row of stampings) {
    count(row.receivedAt, 'created');
    count(row.correctedAt, 'updated');
  }
  const runs: Omit<SyncRunRow, 'id'>[] = [];
  const run = (
    sourceId: number,
    kind: 'stampings' | 'employees',
    receivedAt: Date,
    counts: Partial<Pick<SyncRunRow, 'created' | 'updated' | 'unchanged' | 'refused' | 'errors'>>,
    rows = (counts.created ?? 0) + (counts.updated ?? 0) + (counts.unchanged ?? 0),
  ) => {
    runs.push({
      sourceId,
      kind,
      receivedAt,
      durationMs: 25 + Math.round(rows * (kind === 'stampings' ? 0.4 : 1.1)),
      rows,
      created: 0,
      updated: 0,
      unchanged: 0,
      refused: false,
      errors: null,
      note: null,
      ...counts,
    });
  };
  const attendance = demoSyncSourceIds.attendance;
  const hourly = [...batches].sort((a, b) => a[0] - b[0]);
  hourly.forEach(([time, counts], index) => {
    run(attendance, 'stampings', new Date(time), counts);
    // The batch before the last but five came twice: the second time nothing changed.
    if (index === hourly.length - 6)
      run(attendance, 'stampings', new Date(time + 11 * 60_000), {
        unchanged: counts.created + counts.updated,
      });
  });
  const refusedAt = romeInstant(addDays(today, -1), '14:41');
  if (refusedAt.getTime() >= from) {
    const errors = [
      { row: 3, path: 'stampings.3.employeeCode', message: 'Persona sconosciuta: DIP09999' },
      { row: 57, path: 'stampings.57.siteCode', message: 'Ubicazione sconosciuta: UB999999' },
    ];
    run(attendance, 'stampings', refusedAt, { refused: true, errors }, 120);
  }

  const firstDayOf = new Map<number, IsoDate>();
  const endedOn = new Map<number, IsoDate>();
  for (const row of people.employeeAssignments) {
    const first = firstDayOf.get(row.employeeId);
    if (!first || row.dateFrom < first) firstDayOf.set(row.employeeId, row.dateFrom);
    if (row.dateTo) endedOn.set(row.employeeId, row.dateTo);
  }
  for (let night = loggedNights - 1; night >= 0; night -= 1) {
    const day = addDays(today, -night);
    const receivedAt = romeInstant(day, '02:15');
    if (receivedAt > now) continue;
    for (let start = 0; start < people.employees.length; start += batchMaxRows) {
      const batch = people.employees.slice(start, start + batchMaxRows);
      // Hired: their first day is tomorrow; changed: their assignment ended yesterday.
      const created = batch.filter((row) => firstDayOf.get(row.id) === addDays(day, 1)).length;
      const updated = batch.filter((row) => endedOn.get(row.id) === addDays(day, -1)).length;
      run(
        demoSyncSourceIds.personnel,
        'employees',
        new Date(receivedAt.getTime() + (start / batchMaxRows) * 40_000),
        {
          created,
          updated,
          unchanged: batch.length - created - updated,
        },
      );
    }
  }
  runs.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  for (const source of sources) {
    source.lastUsedAt = runs.findLast((row) => row.sourceId === source.id)?.receivedAt ?? null;
  }
  return runs.map((row, index) => ({ id: index + 1, ...row }));
}
