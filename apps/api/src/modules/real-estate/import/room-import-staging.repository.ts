import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { areaCategories, cleaningFrequencies, roomImportRows, sites, type Database } from '@portale/db';
import { roomTemplateColumns, type RoomImportErrors } from '@portale/shared';
import type { CheckedRow } from './room-import-row-check.ts';

const identifierHeader = roomTemplateColumns[0].header;
/** A stopped process leaves its rows behind; a later import removes them after this long. */
const staleAfter = sql`interval '1 day'`;

/** The staging table of an import's rows (room_import_rows): written in batches, read by SQL. */
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

    async stage(importId: string, rows: readonly CheckedRow[]) {
      if (rows.length === 0) return;
      await db.insert(roomImportRows).values(
        rows.map((row) => ({
          importId,
          rowNumber: row.rowNumber,
          identifier: row.identifier,
          cells: row.cells,
          errors: row.errors,
          ...row.values,
        })),
      );
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
    },

    /** Rows of imports that never ended (the process stopped mid-way). */
    async discardStale() {
      await db.delete(roomImportRows).where(lt(roomImportRows.stagedAt, sql`now() - ${staleAfter}`));
    },
  };
}

export type RoomImportStagingRepository = ReturnType<typeof createRoomImportStagingRepository>;
