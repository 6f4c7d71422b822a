import { inArray, sql } from 'drizzle-orm';
import { employeeAssignments, employees, employeeShifts, sites, type Database } from '@portale/db';
import type { EmployeeImportRow, StampingKind } from '@portale/shared';
import { pgArray } from '../../plugins/pg-array.ts';
import { rowsOf } from '../../plugins/raw-rows.ts';

/** A person as the HR system sends them, in the order its comparison reads them. */
export type StoredEmployee = Omit<EmployeeImportRow, 'weeklyHours'> & { id: number; weeklyMinutes: number };

/** What the imports of the provider's systems read and write (issue 28; docs/ARCHITECTURE.md, "Sync"). */
export function createEmployeesSyncRepository(db: Database) {
  return {
    /** Of some codes, the people's ids by code. */
    async employeeIds(codes: readonly string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ id: employees.id, code: employees.code })
        .from(employees)
        .where(inArray(employees.code, [...codes]));
      return new Map(rows.map((row) => [row.code, row.id]));
    },

    /** Of some codes, those of sites that exist. */
    async existingSites(codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: sites.code })
        .from(sites)
        .where(inArray(sites.code, [...codes]));
      return new Set(rows.map((row) => row.code));
    },

    /**
     * Stores a batch of stampings in one statement: new ids inserted, ids sent before with other data
     * corrected (the time first received kept), ids sent before with the same data left alone.
     */
    async upsertStampings(
      sourceId: number,
      rows: readonly { ref: string; employeeId: number; siteCode: string; kind: StampingKind; at: Date }[],
      now: Date,
    ): Promise<{ created: number; updated: number }> {
      const result = rowsOf<{ inserted: boolean }>(
        await db.execute(sql`
          insert into stampings as st (source_id, source_ref, employee_id, site_code, kind, stamped_at, received_at)
          select ${sourceId}, b.ref, b.employee_id, b.site_code, b.kind, b.at, ${now.toISOString()}::timestamptz
          from unnest(
            ${pgArray(rows.map((row) => row.ref))}::text[],
            ${pgArray(rows.map((row) => row.employeeId))}::int[],
            ${pgArray(rows.map((row) => row.siteCode))}::text[],
            ${pgArray(rows.map((row) => row.kind))}::stamping_kind[],
            ${pgArray(rows.map((row) => row.at.toISOString()))}::timestamptz[]
          ) as b(ref, employee_id, site_code, kind, at)
          on conflict (source_id, source_ref) do update set
            employee_id = excluded.employee_id,
            site_code = excluded.site_code,
            kind = excluded.kind,
            stamped_at = excluded.stamped_at,
            first_stamped_at = coalesce(st.first_stamped_at, st.stamped_at),
            corrected_at = excluded.received_at
          where (st.employee_id, st.site_code, st.kind, st.stamped_at)
            is distinct from (excluded.employee_id, excluded.site_code, excluded.kind, excluded.stamped_at)
          returning (xmax = 0) as inserted`),
      );
      const created = result.filter((row) => row.inserted).length;
      return { created, updated: result.length - created };
    },

    /** The people of some codes as stored, with their assignments and shifts, for the comparison. */
    async storedEmployees(codes: readonly string[]): Promise<Map<string, StoredEmployee>> {
      if (codes.length === 0) return new Map();
      const people = await db
        .select()
        .from(employees)
        .where(inArray(employees.code, [...codes]));
      const ids = people.map((person) => person.id);
      const assignments =
        ids.length === 0
          ? []
          : await db.select().from(employeeAssignments).where(inArray(employeeAssignments.employeeId, ids));
      const shifts =
        assignments.length === 0
          ? []
          : await db
              .select()
              .from(employeeShifts)
              .where(
                inArray(
                  employeeShifts.assignmentId,
                  assignments.map((assignment) => assignment.id),
                ),
              );
      return new Map(
        people.map((person) => [
          person.code,
          {
            id: person.id,
            code: person.code,
            firstName: person.firstName,
            lastName: person.lastName,
            qualification: person.qualification,
            employer: person.employer,
            badgeNumber: person.badgeNumber,
            weeklyMinutes: person.weeklyMinutes,
            taxCode: person.taxCode,
            phone: person.phone,
            address: person.address,
            assignments: assignments
              .filter((assignment) => assignment.employeeId === person.id)
              .map((assignment) => ({
                siteCode: assignment.siteCode,
                dateFrom: assignment.dateFrom,
                dateTo: assignment.dateTo,
                shifts: shifts
                  .filter((shift) => shift.assignmentId === assignment.id)
                  .map(({ weekday, startsAt, endsAt }) => ({ weekday, startsAt, endsAt })),
              })),
          },
        ]),
      );
    },

    /**
     * Writes people whole, in one transaction: each person inserted or updated by code, their
     * assignments and shifts replaced by those sent.
     */
    async saveEmployees(people: readonly EmployeeImportRow[], now: Date): Promise<void> {
      if (people.length === 0) return;
      await db.transaction(async (tx) => {
        const saved = await tx
          .insert(employees)
          .values(
            people.map((person) => ({
              code: person.code,
              firstName: person.firstName,
              lastName: person.lastName,
              qualification: person.qualification,
              employer: person.employer,
              badgeNumber: person.badgeNumber,
              weeklyMinutes: Math.round(person.weeklyHours * 60),
              taxCode: person.taxCode,
              phone: person.phone,
              address: person.address,
              updatedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: employees.code,
            set: {
              firstName: sql`excluded.first_name`,
              lastName: sql`excluded.last_name`,
              qualification: sql`excluded.qualification`,
              employer: sql`excluded.employer`,
              badgeNumber: sql`excluded.badge_number`,
              weeklyMinutes: sql`excluded.weekly_minutes`,
              taxCode: sql`excluded.tax_code`,
              phone: sql`excluded.phone`,
              address: sql`excluded.address`,
              updatedAt: sql`excluded.updated_at`,
            },
          })
          .returning({ id: employees.id, code: employees.code });
        const idOf = new Map(saved.map((row) => [row.code, row.id]));
        await tx.delete(employeeAssignments).where(
          inArray(
            employeeAssignments.employeeId,
            saved.map((row) => row.id),
          ),
        );
        const assignments = people.flatMap((person) =>
          person.assignments.map((assignment) => ({ employeeId: idOf.get(person.code)!, ...assignment })),
        );
        if (assignments.length === 0) return;
        const inserted = await tx
          .insert(employeeAssignments)
          .values(
            assignments.map(({ employeeId, siteCode, dateFrom, dateTo }) => ({
              employeeId,
              siteCode,
              dateFrom,
              dateTo,
            })),
          )
          .returning({
            id: employeeAssignments.id,
            employeeId: employeeAssignments.employeeId,
            siteCode: employeeAssignments.siteCode,
            dateFrom: employeeAssignments.dateFrom,
          });
        // An assignment is one per person, site and first day (the service refuses a batch that repeats one).
        const keyOf = (row: { employeeId: number; siteCode: string; dateFrom: string }) =>
          `${row.employeeId}|${row.siteCode}|${row.dateFrom}`;
        const assignmentIdOf = new Map(inserted.map((row) => [keyOf(row), row.id]));
        const shifts = assignments.flatMap((assignment) =>
          assignment.shifts.map((shift) => ({
            assignmentId: assignmentIdOf.get(keyOf(assignment))!,
            ...shift,
          })),
        );
        if (shifts.length > 0) await tx.insert(employeeShifts).values(shifts);
      });
    },
  };
}

export type EmployeesSyncRepository = ReturnType<typeof createEmployeesSyncRepository>;
