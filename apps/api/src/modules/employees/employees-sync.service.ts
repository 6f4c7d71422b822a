import type { EmployeeImportRow, StampingImportRow, SyncReceipt } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { SyncCounts, SyncService } from '../sync/index.ts';
import type { EmployeesSyncRepository, StoredEmployee } from './employees-sync.repository.ts';

/** How many rows at fault a refusal names. */
const namedFaults = 100;

type Fault = { path: string; message: string };

/** Refuses the batch when a row is at fault, naming each (the first hundred). */
function refuseIfAny(faults: Fault[]) {
  if (faults.length > 0) throw new AppError('SYNC_BATCH_NOT_VALID', { fields: faults.slice(0, namedFaults) });
}

/** The rows whose key another row of the batch has already. */
function repeated<R>(rows: readonly R[], keyOf: (row: R) => string, path: (index: number) => string) {
  const seen = new Set<string>();
  const faults: Fault[] = [];
  rows.forEach((row, index) => {
    const key = keyOf(row);
    if (seen.has(key)) faults.push({ path: path(index), message: `Ripetuto nel lotto: ${key}` });
    seen.add(key);
  });
  return faults;
}

/** A person as compared: each field in a fixed order, the assignments and shifts sorted. */
const comparable = (person: Omit<StoredEmployee, 'id'> & { id?: number }) =>
  JSON.stringify([
    person.code,
    person.firstName,
    person.lastName,
    person.qualification,
    person.employer,
    person.badgeNumber,
    person.weeklyMinutes,
    person.taxCode,
    person.phone,
    person.address,
    person.assignments
      .map((assignment) => [
        assignment.siteCode,
        assignment.dateFrom,
        assignment.dateTo,
        assignment.shifts
          .map((shift) => [shift.weekday, shift.startsAt, shift.endsAt])
          .sort((a, b) => String(a).localeCompare(String(b))),
      ])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1]))),
  ]);

const asStored = ({ weeklyHours, ...person }: EmployeeImportRow): Omit<StoredEmployee, 'id'> => ({
  ...person,
  weeklyMinutes: Math.round(weeklyHours * 60),
});

/**
 * The imports of personnel from the provider's systems, through sync's one mechanism: the stampings of
 * the time-keeping system and the people of the HR system. Each batch is checked whole (every person and
 * site known, no row repeated) before anything is stored; then `afterStampings` tells whom it concerns.
 */
export function createEmployeesSyncService(deps: {
  repository: EmployeesSyncRepository;
  sync: SyncService;
  now: () => Date;
  afterStampings: (siteCodes: readonly string[]) => Promise<void>;
}) {
  const { repository } = deps;

  return {
    async importStampings(key: string | undefined, rows: readonly StampingImportRow[]): Promise<SyncReceipt> {
      let touched: string[] = [];
      const receipt = await deps.sync.receive(
        key,
        { kind: 'stampings', rows: rows.length },
        async (sourceId): Promise<SyncCounts> => {
          const [people, knownSites] = await Promise.all([
            repository.employeeIds([...new Set(rows.map((row) => row.employeeCode))]),
            repository.existingSites([...new Set(rows.map((row) => row.siteCode))]),
          ]);
          const faults = repeated(
            rows,
            (row) => row.id,
            (index) => `stampings.${index}.id`,
          );
          rows.forEach((row, index) => {
            if (!people.has(row.employeeCode))
              faults.push({
                path: `stampings.${index}.employeeCode`,
                message: `Persona sconosciuta: ${row.employeeCode}`,
              });
            if (!knownSites.has(row.siteCode))
              faults.push({
                path: `stampings.${index}.siteCode`,
                message: `Ubicazione sconosciuta: ${row.siteCode}`,
              });
          });
          refuseIfAny(faults.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true })));
          const { created, updated } = await repository.upsertStampings(
            sourceId,
            rows.map((row) => ({
              ref: row.id,
              employeeId: people.get(row.employeeCode)!,
              siteCode: row.siteCode,
              kind: row.kind,
              at: new Date(row.at),
            })),
            deps.now(),
          );
          touched = [...knownSites];
          return { created, updated, unchanged: rows.length - created - updated };
        },
      );
      await deps.afterStampings(touched);
      return receipt;
    },

    async importEmployees(key: string | undefined, rows: readonly EmployeeImportRow[]): Promise<SyncReceipt> {
      return deps.sync.receive(
        key,
        { kind: 'employees', rows: rows.length },
        async (): Promise<SyncCounts> => {
          const siteCodes = [...new Set(rows.flatMap((row) => row.assignments.map((a) => a.siteCode)))];
          const [knownSites, stored] = await Promise.all([
            repository.existingSites(siteCodes),
            repository.storedEmployees(rows.map((row) => row.code)),
          ]);
          const faults = repeated(
            rows,
            (row) => row.code,
            (index) => `employees.${index}.code`,
          );
          rows.forEach((row, index) => {
            row.assignments.forEach((assignment, place) => {
              if (!knownSites.has(assignment.siteCode))
                faults.push({
                  path: `employees.${index}.assignments.${place}.siteCode`,
                  message: `Ubicazione sconosciuta: ${assignment.siteCode}`,
                });
              faults.push(
                ...repeated(
                  assignment.shifts,
                  (shift) => `turno del giorno ${shift.weekday} alle ${shift.startsAt}`,
                  (shift) => `employees.${index}.assignments.${place}.shifts.${shift}.startsAt`,
                ),
              );
            });
            faults.push(
              ...repeated(
                row.assignments,
                (assignment) => `${assignment.siteCode} dal ${assignment.dateFrom}`,
                (place) => `employees.${index}.assignments.${place}.dateFrom`,
              ),
            );
          });
          refuseIfAny(faults);
          const changed = rows.filter((row) => {
            const before = stored.get(row.code);
            if (!before) return true;
            return comparable(before) !== comparable(asStored(row));
          });
          await repository.saveEmployees(changed, deps.now());
          const created = changed.filter((row) => !stored.has(row.code)).length;
          return { created, updated: changed.length - created, unchanged: rows.length - changed.length };
        },
      );
    },
  };
}

export type EmployeesSyncService = ReturnType<typeof createEmployeesSyncService>;
