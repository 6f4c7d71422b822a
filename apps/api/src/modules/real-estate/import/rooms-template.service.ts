import type { Readable } from 'node:stream';
import {
  datePhrase,
  defaultImportDay,
  formatItalianDate,
  romeCalendarDay,
  roomStateWords,
} from '@portale/shared';
import { AppError } from '../../../plugins/app-error.ts';
import { assertSiteCode } from '../../tenancy/index.ts';
import { addInstructionsSheet } from './rooms-template-instructions.ts';
import type { RoomsTemplateRepository, TemplateRoom } from './rooms-template.repository.ts';
import { workbookFileName, writeRoomsWorkbook } from './rooms-template-workbook.ts';

/** A room as a row of the template, in the columns' order; «In vigore dal» empty (the import's day). */
const templateCells = (room: TemplateRoom) => [
  room.identifier,
  room.name,
  room.building,
  room.floor,
  room.areaCentiSqm / 100,
  room.category,
  room.frequency,
  roomStateWords[room.state],
  null,
];

/**
 * What the rooms sheet holds, said first on the instructions sheet: the site's rooms on `day` (today, or
 * the first day of a site that has not started), or why it is empty.
 */
function sheetContents(day: string, started: boolean, rooms: number): string {
  const start = datePhrase('il', formatItalianDate(day));
  if (rooms > 0) {
    return started
      ? 'Il foglio contiene già i locali dell’ubicazione come sono oggi.'
      : `Il foglio contiene già i locali dell’ubicazione come saranno quando inizia, ${start}.`;
  }
  return started
    ? 'Il foglio è vuoto perché l’ubicazione non ha locali registrati oggi: aggiungi una riga per ogni locale.'
    : `Il foglio è vuoto perché l’ubicazione inizia ${start} e non ha ancora locali registrati per quel giorno: aggiungi una riga per ogni locale.`;
}

/**
 * The rooms template of a site, for staff: the sheet to fill, pre-filled with the site's rooms today, or
 * on its first day when it starts later (the rooms it will have).
 */
export function createRoomsTemplateService(deps: { repository: RoomsTemplateRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * 400 Invalid siteCode for a malformed code, 404 for an unknown site, 400 Missing jobTaskId when
     * taskid is not the site's job order, 400 No formula defined for site without a fee formula.
     */
    async template(siteCode: string, jobTaskId: string): Promise<{ fileName: string; file: Readable }> {
      assertSiteCode(siteCode, 'query.siteid');
      const site = await deps.repository.findSite(siteCode);
      if (!site) throw new AppError('SITE_NOT_FOUND');
      if (site.jobTaskId !== jobTaskId) throw new AppError('SITE_MISSING_JOB_TASK_ID');
      if (!site.feeFormula) throw new AppError('SITE_TEMPLATE_NO_FORMULA');
      const today = romeCalendarDay(now());
      // The day a plain import of the template would take effect.
      const day = defaultImportDay(site.dateFrom, today);
      const started = day === today;
      const [lists, rooms] = await Promise.all([
        deps.repository.findLists(),
        deps.repository.findRoomsOn(siteCode, day),
      ]);
      const contents = sheetContents(day, started, rooms.length);
      return {
        fileName: workbookFileName(`Locali ${siteCode} - ${site.name}`),
        file: writeRoomsWorkbook({
          lists,
          rows: rooms.map((room) => ({ cells: templateCells(room) })),
          addSheets: (workbook) => addInstructionsSheet(workbook, { lists, day, contents }),
        }),
      };
    },
  };
}

export type RoomsTemplateService = ReturnType<typeof createRoomsTemplateService>;
