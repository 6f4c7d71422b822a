import type { ContactAssociationImportRow, ContactImportRow, SyncReceipt } from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { SyncCounts, SyncService } from '../sync/index.ts';
import type { ContactsSyncRepository, StoredAssociation } from './contacts-sync.repository.ts';

/** How many rows at fault a refusal names. */
const namedFaults = 100;

type Fault = { path: string; message: string };

function refuseIfAny(faults: Fault[]) {
  if (faults.length > 0) {
    faults.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
    throw new AppError('SYNC_BATCH_NOT_VALID', { fields: faults.slice(0, namedFaults) });
  }
}

const comparableContact = (person: ContactImportRow) =>
  JSON.stringify([person.name, person.surname, person.title, person.email, person.phone, person.workPlace]);

/** An association's key: person, role, customer, job order and site. */
const keyOf = (
  row: Pick<StoredAssociation, 'contactId' | 'roleId' | 'customerCode' | 'jobOrderId' | 'siteCode'>,
) => [row.contactId, row.roleId, row.customerCode, row.jobOrderId ?? '', row.siteCode ?? ''].join('|');

/**
 * The imports of the provider's people and of their associations, through sync's one mechanism: each
 * batch checked whole before anything is stored, and idempotent on the source's keys (the HR id; the
 * HR id, role, customer, job order and site), so that a batch sent twice changes nothing the second time.
 */
export function createContactsSyncService(deps: { repository: ContactsSyncRepository; sync: SyncService }) {
  const { repository } = deps;

  return {
    async importContacts(key: string | undefined, rows: readonly ContactImportRow[]): Promise<SyncReceipt> {
      return deps.sync.receive(
        key,
        { kind: 'contacts', rows: rows.length },
        async (): Promise<SyncCounts> => {
          const faults: Fault[] = [];
          const seen = new Set<string>();
          rows.forEach((row, index) => {
            if (seen.has(row.employeeId))
              faults.push({
                path: `contacts.${index}.employeeId`,
                message: `Ripetuto nel lotto: ${row.employeeId}`,
              });
            seen.add(row.employeeId);
          });
          refuseIfAny(faults);
          const stored = await repository.contactsByEmployeeId([...seen]);
          const changed = rows.filter((row) => {
            const before = stored.get(row.employeeId);
            return !before || comparableContact(before) !== comparableContact(row);
          });
          await repository.saveContacts(changed);
          const created = changed.filter((row) => !stored.has(row.employeeId)).length;
          return { created, updated: changed.length - created, unchanged: rows.length - changed.length };
        },
      );
    },

    async importAssociations(
      key: string | undefined,
      rows: readonly ContactAssociationImportRow[],
    ): Promise<SyncReceipt> {
      return deps.sync.receive(
        key,
        { kind: 'contactAssociations', rows: rows.length },
        async (): Promise<SyncCounts> => {
          const unique = <T>(values: (T | null)[]) =>
            [...new Set(values.filter((value) => value !== null))] as T[];
          const [people, roles, knownCustomers, jobOrderCustomers, sitePlaces] = await Promise.all([
            repository.contactsByEmployeeId(
              unique(rows.flatMap((row) => [row.employeeId, row.superiorEmployeeId])),
            ),
            repository.roleIdsByName(),
            repository.existingCustomers(unique(rows.map((row) => row.customerCode))),
            repository.jobOrderCustomers(unique(rows.map((row) => row.jobOrderId))),
            repository.sitePlaces(unique(rows.map((row) => row.siteCode))),
          ]);
          const faults: Fault[] = [];
          const wanted: {
            row: ContactAssociationImportRow;
            key: string;
            value: Omit<StoredAssociation, 'id'>;
          }[] = [];
          const seen = new Set<string>();
          rows.forEach((row, index) => {
            const at = (field: string) => `associations.${index}.${field}`;
            const before = faults.length;
            const contact = people.get(row.employeeId);
            if (!contact)
              faults.push({ path: at('employeeId'), message: `Persona sconosciuta: ${row.employeeId}` });
            const superior = row.superiorEmployeeId === null ? null : people.get(row.superiorEmployeeId);
            if (superior === undefined)
              faults.push({
                path: at('superiorEmployeeId'),
                message: `Persona sconosciuta: ${row.superiorEmployeeId}`,
              });
            const roleId = roles.get(row.role.toLowerCase());
            if (roleId === undefined)
              faults.push({ path: at('role'), message: `Ruolo sconosciuto: ${row.role}` });
            if (!knownCustomers.has(row.customerCode))
              faults.push({ path: at('customerCode'), message: `Cliente sconosciuto: ${row.customerCode}` });
            let jobOrderId = row.jobOrderId;
            if (jobOrderId !== null) {
              const owner = jobOrderCustomers.get(jobOrderId);
              if (owner === undefined)
                faults.push({ path: at('jobOrderId'), message: `Commessa sconosciuta: ${jobOrderId}` });
              else if (owner !== row.customerCode)
                faults.push({
                  path: at('jobOrderId'),
                  message: `La commessa ${jobOrderId} non è del cliente ${row.customerCode}`,
                });
            }
            if (row.siteCode !== null) {
              const place = sitePlaces.get(row.siteCode);
              if (!place)
                faults.push({ path: at('siteCode'), message: `Ubicazione sconosciuta: ${row.siteCode}` });
              else if (place.customerCode !== row.customerCode)
                faults.push({
                  path: at('siteCode'),
                  message: `L’ubicazione ${row.siteCode} non è del cliente ${row.customerCode}`,
                });
              else if (jobOrderId !== null && place.jobOrderId !== jobOrderId)
                faults.push({
                  path: at('siteCode'),
                  message: `L’ubicazione ${row.siteCode} non è della commessa ${jobOrderId}`,
                });
              else jobOrderId = place.jobOrderId;
            }
            if (faults.length > before || !contact || roleId === undefined) return;
            const value = {
              contactId: contact.id,
              roleId,
              customerCode: row.customerCode,
              jobOrderId,
              siteCode: row.siteCode,
              superiorContactId: superior?.id ?? null,
            };
            const key = keyOf(value);
            if (seen.has(key)) {
              faults.push({ path: at('role'), message: 'Associazione ripetuta nel lotto' });
              return;
            }
            seen.add(key);
            wanted.push({ row, key, value });
          });
          refuseIfAny(faults);
          const stored = new Map(
            (await repository.associationsOf(unique(wanted.map((item) => item.value.contactId)))).map(
              (association) => [keyOf(association), association],
            ),
          );
          const created: Omit<StoredAssociation, 'id'>[] = [];
          const superiors: { id: number; superiorContactId: number | null }[] = [];
          const removed: number[] = [];
          for (const { row, key: wantedKey, value } of wanted) {
            const before = stored.get(wantedKey);
            if (row.removed) {
              if (before) removed.push(before.id);
            } else if (!before) created.push(value);
            else if (before.superiorContactId !== value.superiorContactId)
              superiors.push({ id: before.id, superiorContactId: value.superiorContactId });
          }
          await repository.applyAssociations({ created, superiors, removed });
          const updated = superiors.length + removed.length;
          return { created: created.length, updated, unchanged: rows.length - created.length - updated };
        },
      );
    },
  };
}

export type ContactsSyncService = ReturnType<typeof createContactsSyncService>;
