import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atiGroups,
  isDatabaseEmpty,
  openDatabase,
  roomStates,
  verifyPassword,
  type DatabaseHandle,
} from '@portale/db';
import { demoPassword } from './accounts.ts';
import { countRowsPerTable, truncateAllTables } from './database-tables.ts';
import { planDemoEmployees } from './employees.ts';
import { generateDemoData } from './generate.ts';
import { seedDemoData } from './seed.ts';

describe('seedDemoData', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('fills an empty database and every table counts what was generated', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const counts = await seedDemoData(database.db, { today: new Date(2026, 2, 15) });
    expect(await isDatabaseEmpty(database.db)).toBe(false);

    const rows = Object.fromEntries(
      (await countRowsPerTable(database.db)).map(({ table, rows }) => [table, rows]),
    );
    expect(rows).toMatchObject({
      customers: counts.customers,
      ati_groups: counts.atiGroups,
      job_orders: counts.jobOrders,
      sites: counts.sites,
      users: counts.users,
      user_sites: counts.userSites,
      area_categories: counts.areaCategories,
      cleaning_frequencies: counts.cleaningFrequencies,
      buildings: counts.buildings,
      floors: counts.floors,
      rooms: counts.rooms,
      room_states: counts.roomStates,
    });
    expect(counts.sites).toBeGreaterThanOrEqual(35);
    const people = planDemoEmployees(generateDemoData({ scale: 1, today: '2026-03-15' }), '2026-03-15');
    expect(rows).toMatchObject({
      employees: people.employees.length,
      employee_assignments: people.employeeAssignments.length,
      employee_shifts: people.employeeShifts.length,
      sync_sources: 2,
    });
    expect(rows.stampings).toBeGreaterThan(1000);
    expect(rows.sync_runs).toBeGreaterThan(5);
  }, 60_000);

  it("stores the rooms' history as generated, names with quotes and dashes included", async () => {
    const generated = generateDemoData({ scale: 1, today: '2026-03-15' }).roomStates;
    const stored = await database.db
      .select()
      .from(roomStates)
      .orderBy(roomStates.roomId, roomStates.effectiveFrom);
    expect(stored).toEqual(generated);
    expect(stored.some((row) => row.name.includes("'") && row.name.includes('–'))).toBe(true);
  });

  it('stores the demo password and lets later groups get fresh ids', async () => {
    const user = await database.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.username, 'cliente.demo'),
    });
    expect(user?.passwordHash).toBeTruthy();
    expect(await verifyPassword(user?.passwordHash ?? '', demoPassword)).toBe(true);
    const groups = await database.db.query.atiGroups.findMany();
    const [created] = await database.db.insert(atiGroups).values({ name: 'ATI di prova' }).returning();
    expect(created?.id).toBe(Math.max(...groups.map((group) => group.id)) + 1);
  });

  it('empties every table on reset', async () => {
    await truncateAllTables(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    expect((await countRowsPerTable(database.db)).every(({ rows }) => rows === 0)).toBe(true);
  });
});
