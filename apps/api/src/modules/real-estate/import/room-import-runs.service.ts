import type { Readable } from 'node:stream';
import { romeCalendarDay } from '@portale/shared';
import { AppError } from '../../../plugins/app-error.ts';
import { writeRejectedRows } from './rejected-rows.ts';
import type { RoomImportRunsRepository } from './room-import-runs.repository.ts';
import type { RoomsTemplateRepository } from './rooms-template.repository.ts';
import { workbookFileName } from './rooms-template-workbook.ts';

/** The imports done, for staff: the latest runs and the rows a run rejected, as a spreadsheet. */
export function createRoomImportRunsService(deps: {
  runs: RoomImportRunsRepository;
  template: Pick<RoomsTemplateRepository, 'findLists'>;
}) {
  return {
    listRecent: (siteCode: string | undefined, limit: number) => deps.runs.listRecent(siteCode, limit),

    /** 404 for an unknown run; a run that rejected nothing gives the header alone. */
    async rejectedRows(importId: string): Promise<{ fileName: string; file: Readable }> {
      const run = await deps.runs.findRejectedRows(importId);
      if (!run) throw new AppError('NOT_FOUND');
      const lists = await deps.template.findLists();
      return {
        fileName: workbookFileName(
          `Righe scartate ${run.siteCode} - ${run.siteName} - ${romeCalendarDay(run.createdAt)}`,
        ),
        file: writeRejectedRows(lists, run.rejectedRows),
      };
    },
  };
}

export type RoomImportRunsService = ReturnType<typeof createRoomImportRunsService>;
