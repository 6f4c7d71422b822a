import {
  datePhrase,
  formatItalianDate,
  jobOrderDateProblems,
  normaliseVatNumber,
  vatNumberProblem,
  type CustomerImportRow,
  type JobOrderImportRow,
  type SiteImportRow,
  type SyncReceipt,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { SyncCounts, SyncService } from '../sync/index.ts';
import type {
  CustomersSyncRepository,
  SyncedCustomer,
  SyncedJobOrder,
  SyncedSite,
} from './customers-sync.repository.ts';

/** How many rows at fault a refusal names. */
const namedFaults = 100;

type Fault = { path: string; message: string };

/** Refuses the batch when a row is at fault, naming each (the first hundred), in the rows' order. */
function refuseIfAny(faults: Fault[]) {
  if (faults.length === 0) return;
  faults.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
  throw new AppError('SYNC_BATCH_NOT_VALID', { fields: faults.slice(0, namedFaults) });
}

/** The rows whose key another row of the batch has already. */
function repeated<R>(rows: readonly R[], keyOf: (row: R) => string, path: (index: number) => string) {
  const seen = new Set<string>();
  const faults: Fault[] = [];
  rows.forEach((row, index) => {
    const key = keyOf(row);
    if (seen.has(key)) faults.push({ path: path(index), message: `Ripetuto nel lotto: ${key}` });
    seen.add(key);
  });
  return faults;
}

/** Two records compared field by field, in the order of the first's keys. */
const same = <T extends object>(a: T, b: T) =>
  (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);

/** What a batch changed: the rows to write, and its counts. */
function changes<T extends object>(rows: readonly T[], stored: Map<string, T>, keyOf: (row: T) => string) {
  const changed = rows.filter((row) => {
    const before = stored.get(keyOf(row));
    return !before || !same(row, before);
  });
  const created = changed.filter((row) => !stored.has(keyOf(row))).length;
  const counts: SyncCounts = {
    created,
    updated: changed.length - created,
    unchanged: rows.length - changed.length,
  };
  return { changed, counts };
}

/**
 * The imports of the provider's ERP (issue 30), through sync's one mechanism: customers, their job
 * orders and their sites, each batch checked whole before anything is stored and matched on the ERP's
 * codes, so that a batch sent twice changes nothing the second time.
 */
export function createCustomersSyncService(deps: {
  repository: CustomersSyncRepository;
  sync: SyncService;
  now: () => Date;
}) {
  const { repository } = deps;

  return {
    importCustomers(key: string | undefined, rows: readonly CustomerImportRow[]): Promise<SyncReceipt> {
      return deps.sync.receive(key, { kind: 'customers', rows: rows.length }, async () => {
        const faults = repeated(
          rows,
          (row) => row.code,
          (index) => `customers.${index}.code`,
        );
        rows.forEach((row, index) => {
          const problem = vatNumberProblem(row.vatNumber);
          if (problem) faults.push({ path: `customers.${index}.vatNumber`, message: problem });
        });
        refuseIfAny(faults);
        const batch: SyncedCustomer[] = rows.map((row) => ({
          code: row.code,
          name: row.name,
          vatNumber: normaliseVatNumber(row.vatNumber),
          active: row.active,
        }));
        const stored = await repository.storedCustomers(batch.map((row) => row.code));
        const { changed, counts } = changes(batch, stored, (row) => row.code);
        await repository.saveCustomers(changed, deps.now());
        return counts;
      });
    },

    importJobOrders(key: string | undefined, rows: readonly JobOrderImportRow[]): Promise<SyncReceipt> {
      return deps.sync.receive(key, { kind: 'jobOrders', rows: rows.length }, async () => {
        const batch: SyncedJobOrder[] = rows.map((row) => ({
          id: row.id,
          customerCode: row.customerCode,
          description: row.description,
          dateFrom: row.dateFrom,
          dateTo: row.dateTo,
          originalDateTo: row.originalDateTo ?? row.dateTo,
          operatingSegment: row.operatingSegment,
          markedAsStarted: row.markedAsStarted,
          atiGroupId: row.atiGroupId,
        }));
        const [knownCustomers, knownGroups, stored] = await Promise.all([
          repository.existingCustomers([...new Set(batch.map((row) => row.customerCode))]),
          repository.existingAtiGroups([
            ...new Set(batch.flatMap((row) => (row.atiGroupId === null ? [] : [row.atiGroupId]))),
          ]),
          repository.storedJobOrders(batch.map((row) => row.id)),
        ]);
        const faults = repeated(
          batch,
          (row) => row.id,
          (index) => `jobOrders.${index}.id`,
        );
        batch.forEach((row, index) => {
          const at = (field: string) => `jobOrders.${index}.${field}`;
          if (!knownCustomers.has(row.customerCode))
            faults.push({ path: at('customerCode'), message: `Cliente sconosciuto: ${row.customerCode}` });
          const before = stored.get(row.id);
          if (before && before.customerCode !== row.customerCode)
            faults.push({
              path: at('customerCode'),
              message: `La commessa ${row.id} è del cliente ${before.customerCode}: non cambia cliente`,
            });
          if (row.atiGroupId !== null && !knownGroups.has(row.atiGroupId))
            faults.push({
              path: at('atiGroupId'),
              message: `Raggruppamento (ATI) sconosciuto: ${row.atiGroupId}`,
            });
          for (const problem of jobOrderDateProblems(row))
            faults.push({ path: at(problem.field), message: problem.message });
        });
        refuseIfAny(faults);
        const { changed, counts } = changes(batch, stored, (row) => row.id);
        await repository.saveJobOrders(changed);
        return counts;
      });
    },

    importSites(key: string | undefined, rows: readonly SiteImportRow[]): Promise<SyncReceipt> {
      return deps.sync.receive(key, { kind: 'sites', rows: rows.length }, async () => {
        const stored = await repository.storedSites(rows.map((row) => row.code));
        // The job orders sent and those the sites sent again hold now: a site never changes customer.
        const parents = await repository.storedJobOrders([
          ...new Set([
            ...rows.map((row) => row.jobOrderId),
            ...[...stored.values()].map((site) => site.jobOrderId),
          ]),
        ]);
        const faults = repeated(
          rows,
          (row) => row.code,
          (index) => `sites.${index}.code`,
        );
        rows.forEach((row, index) => {
          const at = (field: string) => `sites.${index}.${field}`;
          const jobOrder = parents.get(row.jobOrderId);
          if (!jobOrder) {
            faults.push({ path: at('jobOrderId'), message: `Commessa sconosciuta: ${row.jobOrderId}` });
            return;
          }
          const before = stored.get(row.code);
          const owner = before && parents.get(before.jobOrderId);
          if (before && before.jobOrderId !== row.jobOrderId && owner?.customerCode !== jobOrder.customerCode)
            faults.push({
              path: at('jobOrderId'),
              message: `L’ubicazione ${row.code} è di un altro cliente: non passa a ${jobOrder.customerCode}`,
            });
          if (row.dateTo < row.dateFrom)
            faults.push({ path: at('dateTo'), message: 'L’ubicazione non può finire prima di cominciare' });
          if (row.dateFrom < jobOrder.dateFrom)
            faults.push({
              path: at('dateFrom'),
              message: `L’ubicazione non può iniziare prima della commessa (${datePhrase('dal', formatItalianDate(jobOrder.dateFrom))})`,
            });
          if (row.dateTo > jobOrder.dateTo)
            faults.push({
              path: at('dateTo'),
              message: `L’ubicazione non può finire dopo la commessa (${datePhrase('al', formatItalianDate(jobOrder.dateTo))})`,
            });
        });
        refuseIfAny(faults);
        const batch: SyncedSite[] = rows.map((row) => ({ ...row }));
        const { changed, counts } = changes(batch, stored, (row) => row.code);
        await repository.saveSites(changed);
        return counts;
      });
    },
  };
}

export type CustomersSyncService = ReturnType<typeof createCustomersSyncService>;
