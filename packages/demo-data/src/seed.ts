import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgInsertValue, type PgTable } from 'drizzle-orm/pg-core';
import {
  areaCategories,
  qualityControlItems,
  qualityControlRequests,
  qualityControlRooms,
  qualityControls,
  qualityReports,
  qualityElements,
  qualityRuleLevels,
  qualityRules,
  qualityRuleWeights,
  atiGroups,
  atiManagers,
  atiManagerSites,
  billingDocumentOpens,
  billingDocuments,
  buildings,
  cleaningFrequencies,
  contactAssociations,
  contactRoleCategories,
  contactRoles,
  contacts,
  customers,
  documentAssociations,
  documentExpiryNotices,
  documentOpens,
  documents,
  jobOrderRequiredCategories,
  jobOrders,
  floors,
  rooms,
  roomStates,
  economicsVariations,
  variationRequestRooms,
  variationRequests,
  siteFeePeriods,
  sites,
  siteServiceFeePeriods,
  siteServices,
  users,
  userSites,
  kiosks,
  kioskVotes,
  serviceOccurrenceRecords,
  serviceSchedules,
  siteClosures,
  employees,
  employeeAssignments,
  employeeShifts,
  stampings,
  syncRuns,
  syncSources,
  siteEquipments,
  equipmentQrCodes,
  equipmentDocuments,
  equipmentLogEntries,
  news,
  newsCustomers,
  hashPassword,
  type Database,
} from '@portale/db';
import { demoPassword } from './accounts.ts';
import { writeDemoBillingFiles, writeDemoDocumentFiles } from './demo-document-files.ts';
import { localIsoDate } from './dates.ts';
import { generateDemoData } from './generate.ts';
import { demoEconomicsVariations } from './economics-variations.ts';
import { insertDemoTransmissions } from './transmissions.ts';
import { planDemoKiosks } from './kiosks.ts';
import { planDemoPlanning } from './planning.ts';
import { writeDemoQualityReportFiles } from './quality-reports.ts';
import type { DemoData } from './rows.ts';
import { isAwaitingActivation } from './awaiting-activation.ts';
import { writeDemoPortraits } from './employee-portraits.ts';
import { planDemoEmployees, type EmployeeRow } from './employees.ts';
import { planDemoStampings } from './stampings.ts';
import {
  planDemoSiteEquipments,
  writeDemoEquipmentFiles,
  type EquipmentDocumentRow,
} from './site-equipments.ts';
import { demoSyncSourceIds, planDemoSyncRuns, planDemoSyncSources } from './sync-sources.ts';
import { planDemoNews } from './news.ts';

export type SeedOptions = {
  /** 1 (the default) is the small demo; N gives about N times as much. */
  scale?: number;
  /** The moment the dates are relative to (its day) and the demo's stampings reach; now by default. */
  today?: Date;
  log?: (line: string) => void;
  /**
   * The file store's folder (DATA_DIR/files): when given, the demo documents' PDFs are written there,
   * so that they can be downloaded. Without it only the rows are made.
   */
  filesRoot?: string;
};

export type SeedCounts = Record<keyof DemoData, number>;

const chunkSize = 5000;

const serialTablesWithExplicitIds = [
  'variation_requests',
  'ati_groups',
  'site_services',
  'contact_role_categories',
  'contact_roles',
  'contacts',
  'contact_associations',
  'ati_managers',
  'area_categories',
  'buildings',
  'floors',
  'rooms',
  'quality_rules',
  'quality_controls',
  'quality_control_requests',
  'kiosks',
  'sync_sources',
  'sync_runs',
  'news',
  'employees',
  'employee_assignments',
  'site_equipments',
] as const;

/**
 * Inserts rows a few thousand at a time, each batch as one JSON parameter expanded by the database
 * (json_populate_recordset): building a statement with a parameter per value is what made larger
 * scales slow. The columns are those of the first row; the others keep their defaults.
 */
async function insertInChunks<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const { name, columns } = getTableConfig(table);
  const columnByKey = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column]));
  const keys = Object.keys(first).filter((key) => columnByKey.has(key));
  const names = keys.map((key) => columnByKey.get(key)?.name ?? key);
  if (names.some((column) => !columns.some((candidate) => candidate.name === column))) {
    throw new Error(`unknown column in ${name}`);
  }
  const list = sql.raw(names.map((column) => `"${column}"`).join(', '));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const batch = rows.slice(start, start + chunkSize).map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(keys.map((key, index) => [names[index], values[key]]));
    });
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/**
 * Generates the demo data and inserts it in one transaction, parents before children. Every user gets
 * the demo password; it is hashed once, as argon2 is deliberately slow.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedCounts> {
  const log = options.log ?? (() => undefined);
  const generationStarted = performance.now();
  // One instant for the whole seed, so that its parts agree on the day even at midnight.
  const now = options.today ?? new Date();
  const today = localIsoDate(now);
  const data = generateDemoData({ scale: options.scale ?? 1, today });
  log(`demo data generated in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s`);
  const people = planDemoEmployees(data, today);
  const equipment = planDemoSiteEquipments(data, today);
  const passwordHash = await hashPassword(demoPassword);
  const passwordChangedAt = new Date();

  await db.transaction(async (tx) => {
    await insertInChunks(tx, customers, data.customers);
    await insertInChunks(tx, atiGroups, data.atiGroups);
    await insertInChunks(tx, jobOrders, data.jobOrders);
    await insertInChunks(tx, sites, data.sites);
    await insertInChunks(
      tx,
      users,
      data.users.map((user) =>
        isAwaitingActivation(user)
          ? { ...user, passwordHash: null, passwordChangedAt: null, emailConfirmed: false }
          : { ...user, passwordHash, passwordChangedAt },
      ),
    );
    await insertInChunks(tx, userSites, data.userSites);
    await insertInChunks(tx, siteFeePeriods, data.siteFeePeriods);
    await insertInChunks(tx, siteServices, data.siteServices);
    await insertInChunks(tx, siteServiceFeePeriods, data.siteServiceFeePeriods);
    await insertInChunks(tx, contactRoleCategories, data.contactRoleCategories);
    await insertInChunks(tx, contactRoles, data.contactRoles);
    await insertInChunks(tx, contacts, data.contacts);
    await insertInChunks(tx, contactAssociations, data.contactAssociations);
    await insertInChunks(tx, documents, data.documents);
    await insertInChunks(tx, documentAssociations, data.documentAssociations);
    await insertInChunks(tx, jobOrderRequiredCategories, data.jobOrderRequiredCategories);
    await insertInChunks(tx, documentOpens, data.documentOpens);
    await insertInChunks(tx, documentExpiryNotices, data.documentExpiryNotices);
    await insertInChunks(tx, atiManagers, data.atiManagers);
    await insertInChunks(tx, atiManagerSites, data.atiManagerSites);
    await insertDemoTransmissions(tx, data, now);
    await insertInChunks(tx, billingDocuments, data.billingDocuments);
    await insertInChunks(tx, billingDocumentOpens, data.billingDocumentOpens);
    await insertInChunks(tx, areaCategories, data.areaCategories);
    await insertInChunks(tx, cleaningFrequencies, data.cleaningFrequencies);
    const roomsStarted = performance.now();
    await insertInChunks(tx, buildings, data.buildings);
    await insertInChunks(tx, floors, data.floors);
    await insertInChunks(tx, rooms, data.rooms);
    await insertInChunks(tx, variationRequests, data.variationRequests);
    await insertInChunks(tx, variationRequestRooms, data.variationRequestRooms);
    await insertInChunks(tx, roomStates, data.roomStates);
    await insertInChunks(tx, qualityElements, data.qualityElements);
    await insertInChunks(tx, qualityRules, data.qualityRules);
    await insertInChunks(tx, qualityRuleWeights, data.qualityRuleWeights);
    await insertInChunks(tx, qualityRuleLevels, data.qualityRuleLevels);
    await insertInChunks(tx, qualityControls, data.qualityControls);
    await insertInChunks(tx, qualityControlRooms, data.qualityControlRooms);
    await insertInChunks(tx, qualityControlItems, data.qualityControlItems);
    await insertInChunks(tx, qualityControlRequests, data.qualityControlRequests);
    await insertInChunks(tx, qualityReports, data.qualityReports);
    await insertInChunks(tx, economicsVariations, demoEconomicsVariations(data, today));
    const demoKiosks = planDemoKiosks(data, today);
    await insertInChunks(tx, kiosks, demoKiosks.kiosks);
    let kioskVoteCount = 0;
    for (const chunk of demoKiosks.votes()) {
      await insertInChunks(tx, kioskVotes, chunk);
      kioskVoteCount += chunk.length;
    }
    log(`${demoKiosks.kiosks.length} kiosks and ${kioskVoteCount} kiosk votes inserted`);
    const plan = planDemoPlanning(data, today);
    await insertInChunks(tx, serviceSchedules, plan.schedules);
    await insertInChunks(tx, siteClosures, plan.closures);
    await insertInChunks(tx, serviceOccurrenceRecords, plan.records);
    log(
      `${plan.schedules.length} service schedules and ${plan.records.length} records of their days inserted`,
    );
    log(`${data.rooms.length} rooms inserted in ${((performance.now() - roomsStarted) / 1000).toFixed(1)} s`);
    const personnelStarted = performance.now();
    const sources = planDemoSyncSources(data, today);
    const demoStampings = planDemoStampings(data, people, {
      sourceId: demoSyncSourceIds.attendance,
      today,
      now,
    });
    const runs = planDemoSyncRuns(sources, people, demoStampings, { today, now });
    await insertInChunks(tx, syncSources, sources);
    await insertInChunks(tx, employees, people.employees);
    await insertInChunks(tx, employeeAssignments, people.employeeAssignments);
    await insertInChunks(tx, employeeShifts, people.employeeShifts);
    await insertInChunks(tx, stampings, demoStampings);
    await insertInChunks(tx, syncRuns, runs);
    log(
      `${people.employees.length} employees, ${people.employeeAssignments.length} assignments, ` +
        `${people.employeeShifts.length} shifts, ${demoStampings.length} stampings and ${runs.length} sync runs ` +
        `inserted in ${((performance.now() - personnelStarted) / 1000).toFixed(1)} s`,
    );
    await insertInChunks(tx, siteEquipments, equipment.siteEquipments);
    await insertInChunks(tx, equipmentQrCodes, equipment.equipmentQrCodes);
    await insertInChunks(tx, equipmentDocuments, equipment.equipmentDocuments);
    await insertInChunks(tx, equipmentLogEntries, equipment.equipmentLogEntries);
    log(
      `${equipment.siteEquipments.length} pieces of site equipment, ${equipment.equipmentQrCodes.length} label ` +
        `codes, ${equipment.equipmentDocuments.length} documents and ${equipment.equipmentLogEntries.length} ` +
        'log lines inserted',
    );
    const demoNews = planDemoNews(data, now);
    await insertInChunks(tx, news, demoNews.news);
    await insertInChunks(tx, newsCustomers, demoNews.newsCustomers);
    // The demo's label codes are written out (AT-000001…), so that they are the same after every reset:
    // the sequence behind the column's default is not the table's own and a truncate leaves it where it
    // was. Moved to the highest code here, the next piece staff create takes the number after it.
    await tx.execute(
      sql.raw(
        "select setval('equipment_label_numbers', " +
          'coalesce((select max(substring(label_code from 4)::bigint) from site_equipments), 1), ' +
          '(select count(*) > 0 from site_equipments))',
      ),
    );
    // These rows carry explicit ids: move each sequence past them for rows created later.
    for (const table of serialTablesWithExplicitIds) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), ` +
            `coalesce((select max(id) from ${table}), 1), (select count(*) > 0 from ${table}))`,
        ),
      );
    }
  });

  // Fresh statistics, so that the planner uses the indexes from the first query on.
  await db.execute(sql`analyze`);
  if (options.filesRoot) {
    await writeDemoFiles(options.filesRoot, data, people.employees, equipment.equipmentDocuments, log);
  }

  const counts = Object.fromEntries(
    Object.entries(data).map(([table, rows]: [string, unknown[]]) => [table, rows.length]),
  ) as SeedCounts;
  log(
    `demo data: ${Object.entries(counts)
      .map(([table, count]) => `${count} ${table}`)
      .join(', ')}`,
  );
  return counts;
}

async function writeDemoFiles(
  filesRoot: string,
  data: DemoData,
  people: readonly EmployeeRow[],
  equipmentDocumentRows: readonly EquipmentDocumentRow[],
  log: (line: string) => void,
) {
  await writeDemoDocumentFiles(filesRoot, data.documents);
  log(`${data.documents.length} demo document files written`);
  await writeDemoBillingFiles(filesRoot, data.billingDocuments);
  log(`${data.billingDocuments.length} demo invoice files written`);
  await writeDemoQualityReportFiles(filesRoot, data);
  log(`${data.qualityReports.length} demo quality report files written`);
  const portrayed = [...people, ...data.contacts];
  await writeDemoPortraits(filesRoot, portrayed);
  log(`${portrayed.filter((row) => row.photoStorageKey !== null).length} demo portraits written`);
  await writeDemoEquipmentFiles(filesRoot, equipmentDocumentRows);
  log(`${equipmentDocumentRows.length} demo equipment document files written`);
}

/**
 * Writes the demo documents' files of a database seeded earlier with the same options (scale and day):
 * the API tests copy one seeded database for every test file, and a file that downloads documents
 * needs their PDFs in its own folder.
 */
export async function writeDemoDataFiles(filesRoot: string, options: Omit<SeedOptions, 'filesRoot'> = {}) {
  const today = localIsoDate(options.today ?? new Date());
  const data = generateDemoData({ scale: options.scale ?? 1, today });
  await writeDemoFiles(
    filesRoot,
    data,
    planDemoEmployees(data, today).employees,
    planDemoSiteEquipments(data, today).equipmentDocuments,
    options.log ?? (() => undefined),
  );
}
