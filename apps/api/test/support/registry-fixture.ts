import { sql } from 'drizzle-orm';
import {
  areaCategories,
  buildings,
  cleaningFrequencies,
  floors,
  roomImportRuns,
  rooms,
  roomStates,
} from '@portale/db';
import type { TestApp } from './test-app.ts';

/**
 * Rooms of sites of their own, so the registry's tests know every figure whatever the demo data holds:
 * three new sites of cliente.demo's customer (on UB000001's job order), a catalogue of their own, and
 * two users: a customer user with only sub-role real estate registry limited to the first site, and a
 * staff user without permission sites.
 *
 * UB999001 «Ospedale di prova» (formula equivalent square metres):
 *   Padiglione Alfa / Piano terra   ALF-001 Degenza 1      20,00 m² Prova degenze P5/7  open from 2025-01-01
 *                                   ALF-002 Ambulatorio 2  12,50 m² Prova uffici  P5/7  open 2025-01-01,
 *                                           closed 2026-03-01 (by an import), open again 2199-01-01
 *                                   ALF-003 Cortile       100,00 m² Prova esterni P5/7  closed 2025-01-01,
 *                                           open 2199-06-01 (its category has no coefficient)
 *   Padiglione Alfa / Primo piano   ALF-101 Ufficio caposala 30,25 m² Prova uffici P5/7 open 2025-01-01,
 *                                           from 2025-06-01 «Studio medico» 32,00 m², still open
 *   Padiglione Beta / Piano terra   BET-001 Magazzino      40,00 m² Prova degenze P1/7  suspended 2025-01-01
 *                                           (its frequency has no coefficient)
 *                                   BET-002 Sala nuova     18,00 m² Prova degenze P5/7  open from 2199-01-01
 * UB999002 «Sede senza formula» (no fee formula): SNF-001, open from 2025-01-01.
 * UB999003 «Magazzino a metro quadro» (flat per square metre): MQ-001 Prova esterni, open from 2025-01-01.
 */
export const registry = {
  site: 'UB999001',
  siteName: 'Ospedale di prova',
  noFormulaSite: 'UB999002',
  flatSite: 'UB999003',
  categories: { wards: 901, offices: 902, outdoor: 903 },
  limitedUser: 'registro.limitato',
  staffWithoutSites: 'staff.senzasedi',
} as const;

export type RegistryIds = {
  rooms: Record<string, number>;
  floors: { alfaGround: number; alfaFirst: number; betaGround: number };
};

type Snapshot = {
  from: string;
  state: 'open' | 'closed' | 'suspended';
  name: string;
  centi: number;
  category: number;
  frequency: string;
  importRunId?: string;
};

export async function insertRegistryFixture(testApp: TestApp): Promise<RegistryIds> {
  const { db } = testApp.database;
  const newSite = (code: string, name: string, formula: string | null) =>
    db.execute(sql`insert into sites (code, name, job_order_id, address, city, cap, province, date_from,
        date_to, published, fee_formula)
      select ${code}, ${name}, job_order_id, address, city, cap, province, date_from, date_to, true,
        ${formula}::fee_formula from sites where code = 'UB000001'`);
  await newSite(registry.site, registry.siteName, 'equivalent_square_metres');
  await newSite(registry.noFormulaSite, 'Sede senza formula', null);
  await newSite(registry.flatSite, 'Magazzino a metro quadro', 'flat_per_square_metre');

  await db.insert(areaCategories).values([
    { id: registry.categories.wards, name: 'Prova degenze', coefficientThousandths: 1200 },
    { id: registry.categories.offices, name: 'Prova uffici', coefficientThousandths: 800 },
    { id: registry.categories.outdoor, name: 'Prova esterni', coefficientThousandths: null },
  ]);
  await db.insert(cleaningFrequencies).values([
    { code: 'P5/7', name: 'Prova cinque giorni su sette', sortOrder: 91, coefficientThousandths: 1000 },
    { code: 'P1/7', name: 'Prova settimanale', sortOrder: 92, coefficientThousandths: null },
  ]);

  const building = async (siteCode: string, name: string) => {
    const [row] = await db.insert(buildings).values({ siteCode, name }).returning({ id: buildings.id });
    return row!.id;
  };
  const floor = async (buildingId: number, name: string) => {
    const [row] = await db.insert(floors).values({ buildingId, name }).returning({ id: floors.id });
    return row!.id;
  };
  const ids: RegistryIds = { rooms: {}, floors: { alfaGround: 0, alfaFirst: 0, betaGround: 0 } };
  const room = async (siteCode: string, floorId: number, identifier: string, history: Snapshot[]) => {
    const [row] = await db
      .insert(rooms)
      .values({ siteCode, floorId, identifier })
      .returning({ id: rooms.id });
    const roomId = row!.id;
    ids.rooms[identifier] = roomId;
    await db.insert(roomStates).values(
      history.map((snapshot) => ({
        roomId,
        effectiveFrom: snapshot.from,
        state: snapshot.state,
        name: snapshot.name,
        areaCentiSqm: snapshot.centi,
        areaCategoryId: snapshot.category,
        frequencyCode: snapshot.frequency,
        importRunId: snapshot.importRunId ?? null,
      })),
    );
  };

  const [run] = await db
    .insert(roomImportRuns)
    .values({
      siteCode: registry.site,
      fileName: 'locali-alfa.xlsx',
      dryRun: false,
      effectiveFrom: '2026-03-01',
      rowsRead: 1,
      added: 0,
      changed: 1,
      closed: 0,
      rejected: 0,
      rejectedRows: [],
      createdAt: new Date('2026-02-15T23:30:00Z'),
    })
    .returning({ id: roomImportRuns.id });

  const { wards, offices, outdoor } = registry.categories;
  const alfa = await building(registry.site, 'Padiglione Alfa');
  const beta = await building(registry.site, 'Padiglione Beta');
  ids.floors.alfaGround = await floor(alfa, 'Piano terra');
  ids.floors.alfaFirst = await floor(alfa, 'Primo piano');
  ids.floors.betaGround = await floor(beta, 'Piano terra');
  const open = { state: 'open', frequency: 'P5/7' } as const;
  await room(registry.site, ids.floors.alfaGround, 'ALF-001', [
    { ...open, from: '2025-01-01', name: 'Degenza 1', centi: 2000, category: wards },
  ]);
  const ambulatorio = { name: 'Ambulatorio 2', centi: 1250, category: offices, frequency: 'P5/7' };
  await room(registry.site, ids.floors.alfaGround, 'ALF-002', [
    { ...ambulatorio, from: '2025-01-01', state: 'open' },
    { ...ambulatorio, from: '2026-03-01', state: 'closed', importRunId: run!.id },
    { ...ambulatorio, from: '2199-01-01', state: 'open' },
  ]);
  const cortile = { name: 'Cortile', centi: 10_000, category: outdoor, frequency: 'P5/7' };
  await room(registry.site, ids.floors.alfaGround, 'ALF-003', [
    { ...cortile, from: '2025-01-01', state: 'closed' },
    { ...cortile, from: '2199-06-01', state: 'open' },
  ]);
  await room(registry.site, ids.floors.alfaFirst, 'ALF-101', [
    { ...open, from: '2025-01-01', name: 'Ufficio caposala', centi: 3025, category: offices },
    { ...open, from: '2025-06-01', name: 'Studio medico', centi: 3200, category: offices },
  ]);
  await room(registry.site, ids.floors.betaGround, 'BET-001', [
    {
      from: '2025-01-01',
      state: 'suspended',
      name: 'Magazzino',
      centi: 4000,
      category: wards,
      frequency: 'P1/7',
    },
  ]);
  await room(registry.site, ids.floors.betaGround, 'BET-002', [
    { ...open, from: '2199-01-01', name: 'Sala nuova', centi: 1800, category: wards },
  ]);

  const noFormulaFloor = await floor(await building(registry.noFormulaSite, 'Sede'), 'Piano terra');
  await room(registry.noFormulaSite, noFormulaFloor, 'SNF-001', [
    { ...open, from: '2025-01-01', name: 'Ingresso', centi: 1500, category: wards },
  ]);
  const flatFloor = await floor(await building(registry.flatSite, 'Capannone'), 'Piano terra');
  await room(registry.flatSite, flatFloor, 'MQ-001', [
    { ...open, from: '2025-01-01', name: 'Piazzale', centi: 50_000, category: outdoor },
  ]);

  // Copies of the demo accounts (and their password), holding less.
  await db.execute(sql`insert into users (username, email, first_name, last_name, kind, customer_code,
      password_hash, password_changed_at, enabled, email_confirmed, customer_sub_roles, limited_to_sites)
    select ${registry.limitedUser}, 'registro.limitato@example.test', 'Rita', 'Registro', kind, customer_code,
      password_hash, password_changed_at, true, true, array[12], true from users where username = 'cliente.demo'`);
  await db.execute(sql`insert into user_sites (user_id, site_code)
    select id, ${registry.site} from users where username = ${registry.limitedUser}`);
  await db.execute(sql`insert into users (username, email, first_name, last_name, kind, password_hash,
      password_changed_at, enabled, email_confirmed, back_office_permissions)
    select ${registry.staffWithoutSites}, 'staff.senzasedi@example.test', 'Sandro', 'Senzasedi', kind,
      password_hash, password_changed_at, true, true, array[5] from users where username = 'staff.demo'`);
  return ids;
}
