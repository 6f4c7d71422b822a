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

export type SeedOptions = {
  /** 1 (the default) is the small demo; N gives about N times as much. */
  scale?: number;
  /** The day the dates are relative to; now by default. */
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
  const data = generateDemoData({
    scale: options.scale ?? 1,
    today: localIsoDate(options.today ?? new Date()),
  });
  log(`demo data generated in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s`);
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
    await insertDemoTransmissions(tx, data, options.today ?? new Date());
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
    await insertInChunks(
      tx,
      economicsVariations,
      demoEconomicsVariations(data, localIsoDate(options.today ?? new Date())),
    );
    const demoKiosks = planDemoKiosks(data, localIsoDate(options.today ?? new Date()));
    await insertInChunks(tx, kiosks, demoKiosks.kiosks);
    let kioskVoteCount = 0;
    for (const chunk of demoKiosks.votes()) {
      await insertInChunks(tx, kioskVotes, chunk);
      kioskVoteCount += chunk.length;
    }
    log(`${demoKiosks.kiosks.length} kiosks and ${kioskVoteCount} kiosk votes inserted`);
    const plan = planDemoPlanning(data, localIsoDate(options.today ?? new Date()));
    await insertInChunks(tx, serviceSchedules, plan.schedules);
    await insertInChunks(tx, siteClosures, plan.closures);
    await insertInChunks(tx, serviceOccurrenceRecords, plan.records);
    log(
      `${plan.schedules.length} service schedules and ${plan.records.length} records of their days inserted`,
    );
    log(`${data.rooms.length} rooms inserted in ${((performance.now() - roomsStarted) / 1000).toFixed(1)} s`);
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
  if (options.filesRoot) await writeDemoFiles(options.filesRoot, data, log);

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

async function writeDemoFiles(filesRoot: string, data: DemoData, log: (line: string) => void) {
  await writeDemoDocumentFiles(filesRoot, data.documents);
  log(`${data.documents.length} demo document files written`);
  await writeDemoBillingFiles(filesRoot, data.billingDocuments);
  log(`${data.billingDocuments.length} demo invoice files written`);
  await writeDemoQualityReportFiles(filesRoot, data);
  log(`${data.qualityReports.length} demo quality report files written`);
}

/**
 * Writes the demo documents' files of a database seeded earlier with the same options (scale and day):
 * the API tests copy one seeded database for every test file, and a file that downloads documents
 * needs their PDFs in its own folder.
 */
export async function writeDemoDataFiles(filesRoot: string, options: Omit<SeedOptions, 'filesRoot'> = {}) {
  const data = generateDemoData({
    scale: options.scale ?? 1,
    today: localIsoDate(options.today ?? new Date()),
  });
  await writeDemoFiles(filesRoot, data, options.log ?? (() => undefined));
}
