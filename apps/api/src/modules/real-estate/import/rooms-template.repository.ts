import { asc, eq, sql } from 'drizzle-orm';
import { areaCategories, cleaningFrequencies, sites, type Database } from '@portale/db';
import type { RoomState } from '@portale/shared';
import { rowsOf } from '../../../plugins/raw-rows.ts';

/** A room as the template shows it: its place and its state on the day asked, in the lists' words. */
export type TemplateRoom = {
  identifier: string;
  name: string;
  building: string;
  floor: string;
  areaCentiSqm: number;
  category: string;
  frequency: string;
  state: RoomState;
};

/** The choices of the template's lists: the area categories' and the frequencies' names, in order. */
export type TemplateLists = { categories: string[]; frequencies: string[] };

export function createRoomsTemplateRepository(db: Database) {
  return {
    /** What the template needs of a site: its name, job order, first day and whether it has a fee formula. */
    async findSite(siteCode: string) {
      const [site] = await db
        .select({
          name: sites.name,
          jobTaskId: sites.jobOrderId,
          dateFrom: sites.dateFrom,
          feeFormula: sites.feeFormula,
        })
        .from(sites)
        .where(eq(sites.code, siteCode));
      return site ?? null;
    },

    async findLists(): Promise<TemplateLists> {
      const [categories, frequencies] = await Promise.all([
        db.select({ name: areaCategories.name }).from(areaCategories).orderBy(asc(areaCategories.name)),
        db
          .select({ name: cleaningFrequencies.name })
          .from(cleaningFrequencies)
          .orderBy(asc(cleaningFrequencies.sortOrder), asc(cleaningFrequencies.code)),
      ]);
      return {
        categories: categories.map((row) => row.name),
        frequencies: frequencies.map((row) => row.name),
      };
    },

    /**
     * The site's rooms that exist on `day`, each as its latest state on or before it (one index probe
     * per room on room_states' key), by building, floor and identifier.
     */
    async findRoomsOn(siteCode: string, day: string): Promise<TemplateRoom[]> {
      const result = await db.execute(sql`select r.identifier, st.name, b.name as building, f.name as floor,
          st.area_centi_sqm as "areaCentiSqm", c.name as category, q.name as frequency, st.state
        from rooms r
        inner join floors f on f.id = r.floor_id
        inner join buildings b on b.id = f.building_id
        inner join lateral (select rs.name, rs.area_centi_sqm, rs.area_category_id, rs.frequency_code, rs.state
          from room_states rs where rs.room_id = r.id and rs.effective_from <= ${day}::date
          order by rs.effective_from desc limit 1) st on true
        inner join area_categories c on c.id = st.area_category_id
        inner join cleaning_frequencies q on q.code = st.frequency_code
        where r.site_code = ${siteCode}
        order by b.name, f.name, r.identifier`);
      return rowsOf<TemplateRoom>(result);
    },
  };
}

export type RoomsTemplateRepository = ReturnType<typeof createRoomsTemplateRepository>;
