import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@portale/db';
import type { RoomState, RoomTotals } from '@portale/shared';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the import is about: its rows (by import id), its site, its day, and whether it closes. */
export type ApplyScope = {
  importId: string;
  siteCode: string;
  effectiveFrom: string;
  closeMissing: boolean;
};

export type DiffCounts = { added: number; changed: number; unchanged: number; closed: number };

/** A room's values on one side of a change, with the words of its category and frequency. */
export type RoomSide = {
  name: string;
  building: string;
  floor: string;
  areaCentiSqm: number;
  category: string;
  frequency: string;
  state: RoomState;
};

export type DiffChange = {
  kind: 'added' | 'changed' | 'closed';
  identifier: string;
  day: string;
  before: RoomSide | null;
  after: RoomSide | null;
};

const rowsOf = async <T>(tx: Transaction, statement: SQL) =>
  ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;

/**
 * The comparison of an import's valid rows with the site's rooms, as a temporary table of the
 * transaction (dropped at its end, commit or rollback): one row per file row, and with closeMissing
 * one per room of the site the file does not name that is not closed on the import's day. Each file
 * row is compared with its room's state on the row's own day («In vigore dal», else the import's):
 * added when the site has no room with that identifier, changed when the state that day (or the
 * room's building and floor) differs, or when the room only exists from a later day, unchanged
 * otherwise.
 */
async function createDiff(tx: Transaction, scope: ApplyScope) {
  await tx.execute(sql`
    create temp table room_import_diff on commit drop as
    select s.row_number, s.identifier, m.id as room_id, coalesce(s.effective_from, ${scope.effectiveFrom}::date) as day,
      s.name, s.building, s.floor, s.area_centi_sqm, s.area_category_id, s.frequency_code, s.state,
      case
        when m.id is null then 'added'
        when cur.room_id is null or (cur.state, cur.name, cur.area_centi_sqm, cur.area_category_id, cur.frequency_code)
          is distinct from (s.state, s.name, s.area_centi_sqm, s.area_category_id, s.frequency_code) then 'changed'
        when (b.name, f.name) is distinct from (s.building, s.floor) then 'changed'
        else 'unchanged'
      end as kind,
      cur.room_id is null or (cur.state, cur.name, cur.area_centi_sqm, cur.area_category_id, cur.frequency_code)
        is distinct from (s.state, s.name, s.area_centi_sqm, s.area_category_id, s.frequency_code) as state_changed
    from room_import_rows s
    left join rooms m on m.site_code = ${scope.siteCode} and m.identifier = s.identifier
    left join floors f on f.id = m.floor_id
    left join buildings b on b.id = f.building_id
    left join lateral (
      select st.* from room_states st
      where st.room_id = m.id and st.effective_from <= coalesce(s.effective_from, ${scope.effectiveFrom}::date)
      order by st.effective_from desc limit 1) cur on true
    where s.import_id = ${scope.importId} and s.errors is null`);
  if (scope.closeMissing) {
    await tx.execute(sql`
      insert into room_import_diff (row_number, identifier, room_id, day, name, building, floor,
        area_centi_sqm, area_category_id, frequency_code, state, kind, state_changed)
      select null, m.identifier, m.id, ${scope.effectiveFrom}::date, cur.name, b.name, f.name,
        cur.area_centi_sqm, cur.area_category_id, cur.frequency_code, 'closed', 'closed', true
      from rooms m
      join floors f on f.id = m.floor_id
      join buildings b on b.id = f.building_id
      join lateral (
        select st.* from room_states st
        where st.room_id = m.id and st.effective_from <= ${scope.effectiveFrom}::date
        order by st.effective_from desc limit 1) cur on true
      where m.site_code = ${scope.siteCode} and cur.state <> 'closed'
        and not exists (select 1 from room_import_rows s
          where s.import_id = ${scope.importId} and s.identifier = m.identifier)`);
  }
  // A temporary table has no statistics until analysed: without them the joins below may be planned
  // as nested loops over tens of thousands of rows.
  await tx.execute(sql`analyze room_import_diff`);
}

async function countDiff(tx: Transaction): Promise<DiffCounts> {
  const [counts] = await rowsOf<DiffCounts>(
    tx,
    sql`select count(*) filter (where kind = 'added')::int as added,
          count(*) filter (where kind = 'changed')::int as changed,
          count(*) filter (where kind = 'unchanged')::int as unchanged,
          count(*) filter (where kind = 'closed')::int as closed
        from room_import_diff`,
  );
  return counts ?? { added: 0, changed: 0, unchanged: 0, closed: 0 };
}

/**
 * The changes to list, each with the room before and after: the closures first (by identifier), then the
 * other changes in the file's order, at most `limit` of each, so that a file with many changes still
 * shows every room it would close (or the first `limit` of them).
 */
async function firstChanges(tx: Transaction, limit: number): Promise<DiffChange[]> {
  const rows = await rowsOf<{
    kind: DiffChange['kind'];
    identifier: string;
    day: string;
    before: RoomSide | null;
    after: RoomSide;
  }>(
    tx,
    sql`select d.kind, d.identifier, to_char(d.day, 'YYYY-MM-DD') as day,
          case when cur.room_id is null then null else json_build_object('name', cur.name, 'building', b.name,
            'floor', f.name, 'areaCentiSqm', cur.area_centi_sqm, 'category', cc.name, 'frequency', cf.name,
            'state', cur.state) end as before,
          json_build_object('name', d.name, 'building', d.building, 'floor', d.floor,
            'areaCentiSqm', d.area_centi_sqm, 'category', nc.name, 'frequency', nf.name, 'state', d.state) as after
        from (select *, row_number() over (partition by kind = 'closed' order by row_number, identifier) as place
          from room_import_diff where kind <> 'unchanged') d
        join area_categories nc on nc.id = d.area_category_id
        join cleaning_frequencies nf on nf.code = d.frequency_code
        left join rooms m on m.id = d.room_id
        left join floors f on f.id = m.floor_id
        left join buildings b on b.id = f.building_id
        left join lateral (
          select st.* from room_states st where st.room_id = m.id and st.effective_from <= d.day
          order by st.effective_from desc limit 1) cur on true
        left join area_categories cc on cc.id = cur.area_category_id
        left join cleaning_frequencies cf on cf.code = cur.frequency_code
        where d.place <= ${limit}
        order by d.kind <> 'closed', d.row_number, d.identifier`,
  );
  return rows;
}

/**
 * The site's rooms on a day: those that exist (a state on or before it), the open ones, their areas,
 * and the open area weighted by the category's and the frequency's coefficients (null when one of
 * an open room is not set).
 */
async function totalsOn(tx: Transaction, siteCode: string, day: string): Promise<RoomTotals> {
  const [row] = await rowsOf<{
    rooms: number;
    open_rooms: number;
    area: string;
    open_area: string;
    equivalent: string | null;
    unpriced: boolean | null;
  }>(
    tx,
    sql`select count(*)::int as rooms, count(*) filter (where st.state = 'open')::int as open_rooms,
          coalesce(sum(st.area_centi_sqm), 0) as area,
          coalesce(sum(st.area_centi_sqm) filter (where st.state = 'open'), 0) as open_area,
          coalesce(sum(st.area_centi_sqm::numeric * c.coefficient_thousandths * fr.coefficient_thousandths)
            filter (where st.state = 'open'), 0) as equivalent,
          bool_or(st.state = 'open' and (c.coefficient_thousandths is null or fr.coefficient_thousandths is null)) as unpriced
        from rooms m
        join lateral (
          select s.* from room_states s where s.room_id = m.id and s.effective_from <= ${day}::date
          order by s.effective_from desc limit 1) st on true
        join area_categories c on c.id = st.area_category_id
        join cleaning_frequencies fr on fr.code = st.frequency_code
        where m.site_code = ${siteCode}`,
  );
  const metres = (centi: string | number) => Number(centi) / 100;
  return {
    rooms: row?.rooms ?? 0,
    openRooms: row?.open_rooms ?? 0,
    area: metres(row?.area ?? 0),
    openArea: metres(row?.open_area ?? 0),
    equivalentOpenArea: row?.unpriced ? null : Math.round(Number(row?.equivalent ?? 0) / 1_000_000) / 100,
  };
}

/**
 * Applies the diff: the buildings and floors the file names that the site lacks, the new rooms, the
 * rooms moved to another floor, a state row for each added or changed room on its day (replacing a
 * row of that same day), a closing row for each room closed. Returns how many buildings and floors
 * were created.
 */
async function applyDiff(tx: Transaction, scope: ApplyScope, runId: string) {
  const [buildingsAdded] = await rowsOf<{ count: number }>(
    tx,
    sql`with added as (
          insert into buildings (site_code, name)
          select distinct ${scope.siteCode}, building from room_import_diff where kind in ('added', 'changed')
          on conflict do nothing returning 1)
        select count(*)::int as count from added`,
  );
  const [floorsAdded] = await rowsOf<{ count: number }>(
    tx,
    sql`with added as (
          insert into floors (building_id, name)
          select distinct b.id, d.floor from room_import_diff d
          join buildings b on b.site_code = ${scope.siteCode} and b.name = d.building
          where d.kind in ('added', 'changed')
          on conflict do nothing returning 1)
        select count(*)::int as count from added`,
  );
  const placeOf = sql`join buildings b on b.site_code = ${scope.siteCode} and b.name = d.building
    join floors f on f.building_id = b.id and f.name = d.floor`;
  await tx.execute(sql`
    with inserted as (
      insert into rooms (site_code, floor_id, identifier)
      select ${scope.siteCode}, f.id, d.identifier from room_import_diff d ${placeOf} where d.kind = 'added'
      returning id, identifier)
    update room_import_diff d set room_id = i.id from inserted i where d.identifier = i.identifier`);
  await tx.execute(sql`
    update rooms m set floor_id = f.id
    from room_import_diff d ${placeOf}
    where d.kind = 'changed' and m.id = d.room_id and m.floor_id <> f.id`);
  await tx.execute(sql`
    insert into room_states (room_id, effective_from, state, name, area_centi_sqm, area_category_id,
      frequency_code, import_run_id)
    select room_id, day, state, name, area_centi_sqm, area_category_id, frequency_code, ${runId}::uuid
    from room_import_diff where kind in ('added', 'changed', 'closed') and state_changed
    on conflict (room_id, effective_from) do update set state = excluded.state, name = excluded.name,
      area_centi_sqm = excluded.area_centi_sqm, area_category_id = excluded.area_category_id,
      frequency_code = excluded.frequency_code, import_run_id = excluded.import_run_id`);
  return { buildings: buildingsAdded?.count ?? 0, floors: floorsAdded?.count ?? 0 };
}

export type RoomImportRunRow = {
  id: string;
  siteCode: string;
  userId: string;
  impersonatorUserId: string | null;
  fileName: string;
  dryRun: boolean;
  effectiveFrom: string;
  rowsRead: number;
  added: number;
  changed: number;
  closed: number;
  rejected: number;
};

/** The run's row, with its rejected rows ({ row, cells, errors }) taken from the staging table. */
async function insertRun(executor: Transaction | Database, run: RoomImportRunRow) {
  await executor.execute(sql`
    insert into room_import_runs (id, site_code, user_id, impersonator_user_id, file_name, dry_run,
      effective_from, rows_read, added, changed, closed, rejected, rejected_rows)
    values (${run.id}, ${run.siteCode}, ${run.userId}, ${run.impersonatorUserId}, ${run.fileName}, ${run.dryRun},
      ${run.effectiveFrom}::date, ${run.rowsRead}, ${run.added}, ${run.changed}, ${run.closed}, ${run.rejected},
      (select coalesce(jsonb_agg(jsonb_build_object('row', row_number, 'cells', cells, 'errors', errors)
          order by row_number), '[]'::jsonb)
        from room_import_rows where import_id = ${run.id} and errors is not null))`);
}

/** What the transaction found and did, before its end decides whether it stays. */
export type ApplyOutcome = {
  counts: DiffCounts;
  changes: DiffChange[];
  before: RoomTotals;
  after: RoomTotals;
  buildings: number;
  floors: number;
};

class RolledBack extends Error {
  constructor(readonly outcome: ApplyOutcome) {
    super('room import dry run rolled back');
  }
}

export function createRoomImportApplyRepository(db: Database) {
  return {
    /**
     * In one transaction: compares, writes the run's row, applies, reads the totals after; then
     * commits, or for a dry run or a refused file (`commit` false) rolls it all back, so that what a
     * dry run shows is exactly what the import would do.
     */
    async apply(
      scope: ApplyScope,
      options: { changesLimit: number; run: Omit<RoomImportRunRow, keyof DiffCounts>; commit: boolean },
    ): Promise<ApplyOutcome> {
      try {
        return await db.transaction(async (tx) => {
          // Two imports of one site at once would each compare with rooms the other is changing.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('room-import:' || ${scope.siteCode}))`);
          await createDiff(tx, scope);
          const counts = await countDiff(tx);
          const changes = await firstChanges(tx, options.changesLimit);
          const before = await totalsOn(tx, scope.siteCode, scope.effectiveFrom);
          await insertRun(tx, { ...options.run, ...counts });
          const created = await applyDiff(tx, scope, options.run.id);
          const after = await totalsOn(tx, scope.siteCode, scope.effectiveFrom);
          const outcome = { counts, changes, before, after, ...created };
          if (!options.commit) throw new RolledBack(outcome);
          return outcome;
        });
      } catch (error) {
        if (error instanceof RolledBack) return error.outcome;
        throw error;
      }
    },

    /** The run's row of a dry run or a refused file, written again once its transaction rolled back. */
    insertRun: (run: RoomImportRunRow) => insertRun(db, run),
  };
}

export type RoomImportApplyRepository = ReturnType<typeof createRoomImportApplyRepository>;
