import { hubNotifyNames, type RoomImportProgress } from '@portale/shared';
import type { Hub } from '../../../plugins/realtime.ts';

/** At most five events a second: enough for a bar that moves, few enough for the hub. */
const minIntervalMs = 200;

export type ProgressReporter = {
  /** Reports the rows read so far of a phase; sent when the last event is old enough. */
  report: (phase: RoomImportProgress['phase'], rowsRead: number, rowsInFile: number) => void;
  /** Sends the phase's figures whatever the interval (a phase's first and last event). */
  flush: (phase: RoomImportProgress['phase'], rowsRead: number, rowsInFile: number) => void;
};

/**
 * The progress of a running import, pushed on the hub (RoomImportProgress) to the user who runs it, for
 * the progress id their page chose; without one nothing is sent.
 */
export function createProgressReporter(
  hub: Pick<Hub, 'notifyUser'>,
  userId: string,
  progressId: string | undefined,
  now: () => number = Date.now,
): ProgressReporter {
  let lastSent = -Infinity;
  const send = (phase: RoomImportProgress['phase'], rowsRead: number, rowsInFile: number) => {
    if (!progressId) return;
    lastSent = now();
    const payload: RoomImportProgress = { progressId, phase, rowsRead, rowsInFile };
    hub.notifyUser(userId, hubNotifyNames.roomImportProgress, payload);
  };
  return {
    report(phase, rowsRead, rowsInFile) {
      if (now() - lastSent >= minIntervalMs) send(phase, rowsRead, rowsInFile);
    },
    flush: send,
  };
}
