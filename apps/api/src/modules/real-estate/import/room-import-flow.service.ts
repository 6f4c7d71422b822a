import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  datePhrase,
  defaultImportDay,
  formatItalianDate,
  roomImportLimits,
  romeCalendarDay,
  type RoomImportResult,
} from '@portale/shared';
import { AppError } from '../../../plugins/app-error.ts';
import type { AuthContext } from '../../../plugins/auth-context.ts';
import { authorshipOf } from '../../../plugins/authorship.ts';
import type { Hub } from '../../../plugins/realtime.ts';
import type { SharedDeps } from '../../app-module.ts';
import { assertSiteCode } from '../../tenancy/index.ts';
import { createRoomImportApplyRepository } from './room-import-apply.repository.ts';
import { describeChange } from './room-import-details.ts';
import { createProgressReporter, type ProgressReporter } from './room-import-progress.ts';
import { fileNotValid } from './room-import-refusal.ts';
import { checkRow, type CheckedRow, type RowCheckContext } from './room-import-row-check.ts';
import type { SharedStringStore } from './room-import-shared-strings.ts';
import { readRoomSheet } from './room-import-sheet-reader.ts';
import { createSiteImportLock } from './room-import-site-lock.ts';
import { createRoomImportStagingRepository } from './room-import-staging.repository.ts';
import { receiveRoomImport } from './room-import-upload.ts';
import { checkSpreadsheetZip } from './room-import-zip-check.ts';

/** An import that was applied (committed), for what follows it (the customers' notification). */
export type AppliedRoomImport = {
  importId: string;
  siteCode: string;
  siteName: string;
  effectiveFrom: string;
  added: number;
  changed: number;
  closed: number;
  userId: string | null;
};

export type RoomImportFlowDeps = Pick<SharedDeps, 'db' | 'log' | 'now'> & {
  dataDir: string;
  hub: Pick<Hub, 'notifyUser'>;
  /** Called once an applied import has committed; a failure is logged, the import stands. */
  onApplied?: (run: AppliedRoomImport) => Promise<void>;
};

/** Rows written to the staging table at once. */
const batchSize = 1000;
/** Rows whose reasons the answer carries; the count and the rejected-rows file have them all. */
const answeredErrorRows = 1000;
/** Closures, and other changes, the answer lists (at most this many of each); the counts are whole. */
const listedChanges = 200;

/**
 * POST /site/import-rooms: the file is received to a temporary file, checked as a zip, read twice as
 * a stream (the rows counted and the shared strings staged, then the rows checked and staged in
 * batches), compared and applied by SQL in one transaction, which a dry run or a file with rejected
 * rows rolls back. The temporary file and the staged rows and strings are removed however it ends.
 */
export function createRoomImportFlow(deps: RoomImportFlowDeps) {
  const staging = createRoomImportStagingRepository(deps.db);
  const applying = createRoomImportApplyRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const runningImports = createSiteImportLock();

  async function siteOf(siteCode: string) {
    assertSiteCode(siteCode, 'siteCode');
    const site = await staging.findSite(siteCode);
    if (!site) throw new AppError('SITE_NOT_FOUND');
    if (!site.feeFormula) throw new AppError('SITE_IMPORT_NO_FORMULA');
    return site;
  }

  async function checkContext(siteStart: string): Promise<RowCheckContext> {
    const { categories, frequencies } = await staging.findCatalogues();
    const lower = (text: string) => text.trim().toLowerCase();
    return {
      categories: new Map(categories.map((category) => [lower(category.name), category.id])),
      frequencies: new Map(
        frequencies.flatMap((frequency) => [
          [lower(frequency.code), frequency.code],
          [lower(frequency.name), frequency.code],
        ]),
      ),
      siteStart,
    };
  }

  /** The file's shared strings, kept in the staging table under the import's id. */
  const sharedStrings = (importId: string): SharedStringStore => ({
    save: (strings) => staging.stageStrings(importId, strings),
    find: (positions) => staging.findStrings(importId, positions),
  });

  /**
   * The first pass: the rows of the file, refused beyond roomImportLimits.maxRows; the file's shared
   * strings are staged on the way.
   */
  async function countRows(importId: string, filePath: string, progress: ProgressReporter): Promise<number> {
    let rows = 0;
    const sheet = readRoomSheet(filePath, { strings: sharedStrings(importId), keepStrings: true });
    try {
      while (!(await sheet.next()).done) {
        rows += 1;
        if (rows > roomImportLimits.maxRows) {
          throw fileNotValid(
            'file',
            `Il file ha più di ${roomImportLimits.maxRows.toLocaleString('it-IT')} righe: dividilo in più file`,
          );
        }
        progress.report('reading', rows, 0);
      }
    } finally {
      // Stopping early closes the file.
      await sheet.return(undefined);
    }
    if (rows === 0) throw fileNotValid('file', 'Il file non ha righe di locali sotto l’intestazione');
    return rows;
  }

  /** The second pass: every row checked and staged, a batch at a time. */
  async function stageRows(
    importId: string,
    filePath: string,
    context: RowCheckContext,
    rowsInFile: number,
    progress: ProgressReporter,
  ): Promise<number> {
    let batch: CheckedRow[] = [];
    let rowsRead = 0;
    progress.flush('checking', 0, rowsInFile);
    const strings = sharedStrings(importId);
    for await (const row of readRoomSheet(filePath, { strings, keepStrings: false })) {
      batch.push(checkRow(row, context));
      rowsRead += 1;
      if (batch.length === batchSize) {
        await staging.stage(importId, batch);
        batch = [];
      }
      progress.report('checking', rowsRead, rowsInFile);
    }
    await staging.stage(importId, batch);
    await staging.rejectDuplicates(importId);
    return rowsRead;
  }

  return {
    async importRooms(auth: AuthContext, request: FastifyRequest): Promise<RoomImportResult> {
      const upload = await receiveRoomImport(request, deps.dataDir);
      const importId = randomUUID();
      let staged = false;
      let release: (() => void) | null = null;
      try {
        const { fields } = upload;
        const site = await siteOf(fields.siteCode);
        const effectiveFrom = fields.effectiveFrom ?? defaultImportDay(site.dateFrom, romeCalendarDay(now()));
        if (effectiveFrom < site.dateFrom) {
          throw new AppError('VALIDATION', {
            fields: [
              {
                path: 'effectiveFrom',
                message: `L’ubicazione inizia ${datePhrase('il', formatItalianDate(site.dateFrom))}: scegli quel giorno o uno dopo`,
              },
            ],
          });
        }
        const progress = createProgressReporter(deps.hub, auth.userId, fields.progressId);
        release = runningImports.claim(fields.siteCode);
        await checkSpreadsheetZip(upload.filePath);
        await staging.discardStale();
        staged = true;
        const rowsInFile = await countRows(importId, upload.filePath, progress);
        const context = await checkContext(site.dateFrom);
        const rowsRead = await stageRows(importId, upload.filePath, context, rowsInFile, progress);
        const { rejected, errors } = await staging.rejections(importId, answeredErrorRows);
        progress.flush('applying', rowsRead, rowsInFile);
        const commit = !fields.dryRun && rejected === 0;
        const { authorUserId, impersonatorUserId } = authorshipOf(auth);
        const run = {
          id: importId,
          siteCode: fields.siteCode,
          userId: authorUserId,
          impersonatorUserId,
          fileName: upload.fileName,
          dryRun: fields.dryRun,
          effectiveFrom,
          rowsRead,
          rejected,
        };
        const scope = {
          importId,
          siteCode: fields.siteCode,
          effectiveFrom,
          closeMissing: fields.closeMissing,
        };
        const outcome = await applying.apply(scope, { changesLimit: listedChanges, run, commit });
        if (!commit) await applying.insertRun({ ...run, ...outcome.counts });
        const refused = !fields.dryRun && rejected > 0;
        const result: RoomImportResult = {
          importedRooms: refused ? 0 : outcome.counts.added + outcome.counts.changed,
          importedFloors: refused ? 0 : outcome.floors,
          importedBuildings: refused ? 0 : outcome.buildings,
          siteName: site.name,
          errors,
          importId,
          dryRun: fields.dryRun,
          effectiveFrom,
          rowsRead,
          ...outcome.counts,
          rejected,
          before: outcome.before,
          after: outcome.after,
          changes: outcome.changes.map((change) => describeChange(change, effectiveFrom)),
        };
        if (refused) {
          throw new AppError('SITE_IMPORT_FILE_NOT_VALID', {
            fields: [{ path: 'file', message: rejectedRowsMessage(rejected) }],
            body: { importResult: result },
          });
        }
        if (commit) await announce({ ...run, siteName: site.name, ...outcome.counts, importId });
        return result;
      } finally {
        release?.();
        await upload.discard();
        if (staged) {
          await staging.discard(importId).catch((err: unknown) => {
            deps.log.warn({ err, importId }, 'room import: staged rows left for the next import to remove');
          });
        }
      }
    },
  };

  async function announce(run: AppliedRoomImport) {
    try {
      await deps.onApplied?.(run);
    } catch (err) {
      deps.log.error({ err, importId: run.importId }, 'room import: telling of the applied import failed');
    }
  }
}

const rejectedRowsMessage = (rejected: number) =>
  rejected === 1
    ? 'Una riga ha errori: correggila e importa di nuovo (nulla è stato cambiato)'
    : `${rejected.toLocaleString('it-IT')} righe hanno errori: correggile e importa di nuovo (nulla è stato cambiato)`;

export type RoomImportFlow = ReturnType<typeof createRoomImportFlow>;
