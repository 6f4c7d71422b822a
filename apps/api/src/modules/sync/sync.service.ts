import type {
  NewSyncSource,
  SyncKind,
  SyncReceipt,
  SyncRowError,
  SyncRunList,
  SyncRunListQuery,
  SyncSource,
  SyncSourceWithKey,
} from '@portale/shared';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import { hashToken, issueKey } from '../../plugins/tokens.ts';
import type { SyncRepository } from './sync.repository.ts';

/** A source's key: «sk_» and 256 random bits (plugins/tokens.ts). */
const syncKeyTag = 'sk';
/** How many rows at fault a refused run keeps. */
const keptErrors = 100;

/** What a batch changed. */
export type SyncCounts = { created: number; updated: number; unchanged: number };

/** The rows at fault of a refusal, read from its fields' paths (`stampings.3.employeeCode`). */
function rowErrorsOf(error: AppError): SyncRowError[] {
  return (error.details.fields ?? []).slice(0, keptErrors).map((field) => ({
    row: Number(field.path.split('.')[1] ?? -1),
    path: field.path,
    message: field.message,
  }));
}

/**
 * Sync (docs/ARCHITECTURE.md, "Sync"): the one way the provider's systems send data. An area's import
 * route hands its batch to `receive`, which opens the source of the key (401 otherwise), applies the
 * batch whole through the area's `apply` (in one transaction, which the area opens), and logs the run:
 * its counts, or, refused for its rows, the rows at fault. Staff make, replace and revoke the keys.
 */
export function createSyncService(deps: { repository: SyncRepository; now: () => Date }) {
  const { repository, now } = deps;

  const sourceOrFail = async (sourceId: number): Promise<SyncSource> => {
    const source = await repository.findSource(sourceId);
    if (!source) throw new AppError('SYNC_SOURCE_NOT_FOUND');
    return source;
  };

  return {
    async receive(
      key: string | undefined,
      batch: { kind: SyncKind; rows: number },
      apply: (sourceId: number) => Promise<SyncCounts>,
    ): Promise<SyncReceipt> {
      if (!key || key.length > 200) throw new AppError('SYNC_KEY_NOT_VALID');
      const source = await repository.useKey(hashToken(key), now());
      if (!source) throw new AppError('SYNC_KEY_NOT_VALID');
      const startedAt = performance.now();
      const run = { sourceId: source.id, kind: batch.kind, rows: batch.rows };
      const durationMs = () => Math.round(performance.now() - startedAt);
      let counts: SyncCounts;
      try {
        counts = await apply(source.id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'SYNC_BATCH_NOT_VALID') {
          await repository.recordRun({
            ...run,
            durationMs: durationMs(),
            created: 0,
            updated: 0,
            unchanged: 0,
            refused: true,
            errors: rowErrorsOf(error),
          });
        }
        throw error;
      }
      const runId = await repository.recordRun({
        ...run,
        ...counts,
        durationMs: durationMs(),
        refused: false,
        errors: null,
      });
      return { runId, rows: batch.rows, ...counts };
    },

    listSources: (): Promise<SyncSource[]> => repository.listSources(),

    async createSource(auth: AuthContext, input: NewSyncSource): Promise<SyncSourceWithKey> {
      const { key, keyHash, keyPrefix } = issueKey(syncKeyTag);
      const id = await repository.insertSource({
        name: input.name,
        keyHash,
        keyPrefix,
        createdByUserId: auth.userId,
      });
      if (id === null) throw new AppError('SYNC_SOURCE_NAME_IN_USE');
      return { source: await sourceOrFail(id), key };
    },

    async replaceKey(sourceId: number): Promise<SyncSourceWithKey> {
      const { key, keyHash, keyPrefix } = issueKey(syncKeyTag);
      if (!(await repository.replaceKey(sourceId, { keyHash, keyPrefix }, now())))
        throw new AppError('SYNC_SOURCE_NOT_FOUND');
      return { source: await sourceOrFail(sourceId), key };
    },

    async revoke(sourceId: number): Promise<SyncSource> {
      if (!(await repository.revoke(sourceId, now()))) throw new AppError('SYNC_SOURCE_NOT_FOUND');
      return sourceOrFail(sourceId);
    },

    listRuns: (query: SyncRunListQuery): Promise<SyncRunList> => repository.listRuns(query),
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
