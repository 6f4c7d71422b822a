import {
  defaultImportDay,
  hubNotifyNames,
  romeToday,
  roomImportLimits,
  roomImportProgressSchema,
  type RoomImportProgress,
  type RoomImportResult,
} from '@portale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { hubEvents } from '../../lib/event-bus.ts';
import { importRooms } from './api/import-rooms.ts';
import { roomsImportQueryKey } from './api/query-keys.ts';
import { importErrorMessage, rejectedImportResult, tooLargeMessage } from './import-errors.ts';
import { newProgressId } from './progress-id.ts';

/** Where a running dry run or import is: the file being sent, then the server's rows (hub events). */
export type ImportProgress =
  { phase: 'upload'; fraction: number } | Pick<RoomImportProgress, 'phase' | 'rowsRead' | 'rowsInFile'>;

/** What went wrong, said beside the button that was pressed. */
export type ImportProblem = { during: 'dryRun' | 'import'; message: string };

/** What the dry run and the import are asked with. */
export type ImportChoices = { file: File | null; effectiveFrom: string; closeMissing: boolean };

/**
 * The state of a site's import: the file and options chosen («In vigore dal» today, or the site's first
 * day when it starts later), the dry run's result for exactly them (a change of file or option asks for
 * a new one), the running call's progress, the applied import's result and the last problem. An error
 * leaves every choice as it was.
 */
export function useRoomImport(siteCode: string, siteStart: string) {
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<ImportChoices>(() => ({
    file: null,
    effectiveFrom: defaultImportDay(siteStart, romeToday()),
    closeMissing: false,
  }));
  const [checked, setChecked] = useState<RoomImportResult | null>(null);
  const [applied, setApplied] = useState<RoomImportResult | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [running, setRunning] = useState<'dryRun' | 'import' | null>(null);
  const [problem, setProblem] = useState<ImportProblem | null>(null);
  const stopListening = useRef<() => void>(undefined);
  useEffect(() => () => stopListening.current?.(), []);

  const choose = (change: Partial<ImportChoices>) => {
    setChoices((previous) => ({ ...previous, ...change }));
    setChecked(null);
    setApplied(null);
    setProblem(null);
  };

  const run = async (dryRun: boolean) => {
    const { file, effectiveFrom, closeMissing } = choices;
    const during = dryRun ? 'dryRun' : 'import';
    if (!file) return setProblem({ during, message: 'Scegli il file compilato.' });
    if (!effectiveFrom) {
      return setProblem({ during, message: 'Indica il giorno da cui valgono le modifiche.' });
    }
    if (file.size > roomImportLimits.maxFileBytes) return setProblem({ during, message: tooLargeMessage });
    const progressId = newProgressId();
    stopListening.current = hubEvents.on(hubNotifyNames.roomImportProgress, (payload) => {
      const event = roomImportProgressSchema.safeParse(payload);
      if (event.success && event.data.progressId === progressId) setProgress(event.data);
    });
    setRunning(during);
    setProblem(null);
    setApplied(null);
    setProgress({ phase: 'upload', fraction: 0 });
    try {
      const result = await importRooms(
        { file, siteCode, dryRun, effectiveFrom, closeMissing, progressId },
        (fraction) => setProgress((now) => (now?.phase === 'upload' ? { phase: 'upload', fraction } : now)),
      );
      if (dryRun) setChecked(result);
      else {
        setApplied(result);
        setChecked(null);
      }
    } catch (error) {
      const rejected = rejectedImportResult(error);
      if (rejected) setChecked(rejected);
      setProblem({
        during,
        message: rejected
          ? 'Il file ha righe scartate: non è stato importato nulla. Correggile e verifica di nuovo il file.'
          : importErrorMessage(error),
      });
    } finally {
      stopListening.current?.();
      stopListening.current = undefined;
      setProgress(null);
      setRunning(null);
      // Every run, dry or applied, is listed among the site's imports; an import changes the rooms.
      void queryClient.invalidateQueries({ queryKey: roomsImportQueryKey });
      if (!dryRun) void queryClient.invalidateQueries({ queryKey: ['real-estate'] });
    }
  };

  return { choices, choose, checked, applied, progress, running, problem, run };
}
