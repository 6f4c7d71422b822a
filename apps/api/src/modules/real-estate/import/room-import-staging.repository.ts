import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import {
  areaCategories,
  cleaningFrequencies,
  roomImportRows,
  roomImportStrings,
  sites,
  type Database,
} from '@portale/db';
import { roomTemplateColumns, type RoomImportErrors } from '@portale/shared';
import type { CheckedRow } from './room-import-row-check.ts';
import type { SharedString } from './room-import-shared-strings.ts';

const identifierHeader = roomTemplateColumns[0].header;
/** A stopped process leaves its rows behind; a later import removes them after this long. */
const staleAfter = sql`interval '1 day'`;

/**
 * The staging tables of an import: its rows (room_import_rows), written in batches and read by SQL,
 * and its file's shared strings (room_import_strings), written and looked up in batches.
 */
export function createRoomImportStagingRepository(db: Database) {
  return {
    /** The site's name, first day and fee formula; null when there is no such site. */
    async findSite(siteCode: string) {
      const [site] = await db
        .select({ name: sites.name, dateFrom: sites.dateFrom, feeFormula: sites.feeFormula })
        .from(sites)
        .where(eq(sites.code, siteCode));
      return site ?? null;
    },

    /** The catalogues the rows name: categories by name, frequencies by code and name. */
    async findCatalogues() {
      const [categories, frequencies] = await Promise.all([
        db.select({ id: areaCategories.id, name: areaCategories.name }).from(areaCategories),
        db
          .select({ code: cleaningFrequencies.code, name: cleaningFrequencies.name })
          .from(cleaningFrequencies),
      ]);
      return { categories, frequencies };
    },

    /**
     * Stages a batch as one statement with one parameter: the rows as JSON, unpacked by the server
     * (building a thousand-row insert with thirteen parameters a row costs more than running it).
     */
    async stage(importId: string, rows: readonly CheckedRow[]) {
      if (rows.length === 0) return;
      const batch = JSON.stringify(
        rows.map((row) => ({
          row_number: row.rowNumber,
          identifier: row.identifier,
          cells: row.cells,
          errors: row.errors,
          name: row.values?.name,
          building: row.values?.building,
          floor: row.values?.floor,
          area_centi_sqm: row.values?.areaCentiSqm,
          area_category_id: row.values?.areaCategoryId,
          frequency_code: row.values?.frequencyCode,
          state: row.values?.state,
          effective_from: row.values?.effectiveFrom,
        })),
      );
      await db.execute(sql`
        insert into ${roomImportRows} (import_id, row_number, identifier, name, building, floor, area_centi_sqm,
          area_category_id, frequency_code, state, effective_from, cells, errors)
        select ${importId}::uuid, row_number, identifier, name, building, floor, area_centi_sqm,
          area_category_id, frequency_code, state::room_state, effective_from, cells, errors
        from jsonb_to_recordset(${batch}::jsonb) as staged(row_number int, identifier text, name text,
          building text, floor text, area_centi_sqm int, area_category_id int, frequency_code text,
          state text, effective_from date, cells jsonb, errors jsonb)`);
    },

    /** Keeps a batch of the file's shared strings, as one JSON parameter like the rows. */
    async stageStrings(importId: string, strings: readonly SharedString[]) {
      if (strings.length === 0) return;
      await db.execute(sql`
        insert into ${roomImportStrings} (import_id, position, text)
        select ${importId}::uuid, position, text
        from jsonb_to_recordset(${JSON.stringify(strings)}::jsonb) as kept(position int, text text)`);
    },

    /**
     * The kept shared strings at these positions. Each is looked up on the primary key by a subquery
     * (a join or `position = any(…)` let the planner read every string of the import for each batch,
     * which grows with the file).
     */
    async findStrings(importId: string, positions: readonly number[]): Promise<Map<number, string>> {
      const result = await db.execute(sql`
        select p.position, (select s.text from ${roomImportStrings} s
          where s.import_id = ${importId}::uuid and s.position = p.position) as text
        from unnest(${`{${positions.join(',')}}`}::int[]) as p(position)`);
      const rows = (result as unknown as { rows: { position: number; text: string | null }[] }).rows;
      return new Map(rows.flatMap((row) => (row.text === null ? [] : [[row.position, row.text] as const])));
    },

    /**
     * Rejects every row whose identifier another row of the file repeats (all of them: which one is
     * right is the user's call), naming the rows.
     */
    async rejectDuplicates(importId: string) {
      await db.execute(sql`
        with repeated as (
          select identifier, count(*) as times,
            array_to_string((array_agg(row_number order by row_number))[1:5], ', ') as first_rows
          from ${roomImportRows}
          where import_id = ${importId} and identifier is not null
          group by identifier having count(*) > 1)
        update ${roomImportRows} r
        set errors = coalesce(r.errors, '{}'::jsonb) || jsonb_build_object(${identifierHeader}::text,
          'Identificativo ripetuto nelle righe ' || p.first_rows || case when p.times > 5 then ' e altre' else '' end)
        from repeated p
        where r.import_id = ${importId} and r.identifier = p.identifier`);
    },

    /** How many rows were rejected, and the reasons of the first `limit` of them by row number. */
    async rejections(
      importId: string,
      limit: number,
    ): Promise<{ rejected: number; errors: RoomImportErrors }> {
      const rejectedRow = and(eq(roomImportRows.importId, importId), isNotNull(roomImportRows.errors));
      const [[counted], first] = await Promise.all([
        db
          .select({ rejected: sql<number>`count(*)::int` })
          .from(roomImportRows)
          .where(rejectedRow),
        db
          .select({ rowNumber: roomImportRows.rowNumber, errors: roomImportRows.errors })
          .from(roomImportRows)
          .where(rejectedRow)
          .orderBy(roomImportRows.rowNumber)
          .limit(limit),
      ]);
      const errors: RoomImportErrors = {};
      for (const row of first) errors[String(row.rowNumber)] = row.errors as Record<string, string>;
      return { rejected: counted?.rejected ?? 0, errors };
    },

    async discard(importId: string) {
      await db.delete(roomImportRows).where(eq(roomImportRows.importId, importId));
      await db.delete(roomImportStrings).where(eq(roomImportStrings.importId, importId));
    },

    /** Rows and strings of imports that never ended (the process stopped mid-way). */
    async discardStale() {
      await db.delete(roomImportRows).where(lt(roomImportRows.stagedAt, sql`now() - ${staleAfter}`));
      await db.delete(roomImportStrings).where(lt(roomImportStrings.stagedAt, sql`now() - ${staleAfter}`));
    },
  };
}

export type RoomImportStagingRepository = ReturnType<typeof createRoomImportStagingRepository>;
