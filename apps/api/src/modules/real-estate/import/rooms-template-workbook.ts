import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  roomImportLimits,
  roomStates,
  roomStateWords,
  roomTemplateColumns,
  type RoomTemplateColumnKey,
} from '@portale/shared';
import { xlsxFormats } from '../../../plugins/xlsx-export.ts';
import type { TemplateLists } from './rooms-template.repository.ts';

/** The sheet to fill, the one the import reads (the first). */
export const roomsSheetName = 'Locali';
/** The hidden sheet the validation lists point to. */
const listsSheetName = 'Elenchi';

const textFormat = '@';

/**
 * How each template column is shown: its width and cell format. Text columns are formatted as text, so
 * that an identifier typed as «0012» stays «0012» instead of becoming the number 12.
 */
const columnLayout = {
  identifier: { width: 22, numFmt: textFormat },
  name: { width: 34, numFmt: textFormat },
  building: { width: 24, numFmt: textFormat },
  floor: { width: 16, numFmt: textFormat },
  area: { width: 16, numFmt: xlsxFormats.decimal },
  category: { width: 28, numFmt: textFormat },
  frequency: { width: 24, numFmt: textFormat },
  state: { width: 12, numFmt: textFormat },
  effectiveFrom: { width: 14, numFmt: xlsxFormats.date },
} as const satisfies Record<RoomTemplateColumnKey, { width: number; numFmt: string }>;

/** A row of the rooms sheet: the template's cells in order, then the extra columns' cells. */
export type RoomsSheetRow = {
  cells: readonly ExcelJS.CellValue[];
  /** Positions (0-based, in `cells`) of the cells to mark as wrong. */
  flagged?: readonly number[];
};

export type RoomsWorkbookOptions = {
  lists: TemplateLists;
  rows: Iterable<RoomsSheetRow>;
  /** Columns after the template's (the rejected rows' errors and row number). */
  extraColumns?: readonly { header: string; width: number }[];
  /** Sheets added after the rooms sheet and before the hidden lists (the instructions). */
  addSheets?: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => void;
};

/** «<words>.xlsx», the characters Windows refuses in a file name turned into spaces. */
export const workbookFileName = (words: string) =>
  words
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim() + '.xlsx';

const columnLetter = (index: number) => String.fromCharCode('A'.charCodeAt(0) + index);
/**
 * Rows below the filled ones that the checks reach, for the rooms still to add. Not down to the import's
 * last row: tools that read a workbook whole (exceljs among them) keep every checked cell apart.
 */
const spareCheckedRows = 10_000;
const wrongCell = {
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } } satisfies ExcelJS.Fill,
  font: { color: { argb: 'FF9C0006' } },
};

/** The streaming writer's worksheet keeps its validations by range; exceljs's types do not say so. */
type ValidatedSheet = {
  dataValidations: { add: (range: string, validation: ExcelJS.DataValidation) => void };
};

/** A list validation over a template column, from a column of the hidden sheet. */
function listValidation(listColumn: string, size: number, error: string): ExcelJS.DataValidation {
  return {
    type: 'list',
    allowBlank: true,
    formulae: [`${listsSheetName}!$${listColumn}$2:$${listColumn}$${size + 1}`],
    showErrorMessage: true,
    errorStyle: 'stop',
    errorTitle: 'Valore non in elenco',
    error,
  };
}

/** The checks Excel applies while the sheet is filled: lists, a positive area, a real date. */
function validations(lists: TemplateLists): Partial<Record<RoomTemplateColumnKey, ExcelJS.DataValidation>> {
  return {
    area: {
      type: 'decimal',
      operator: 'greaterThan',
      allowBlank: true,
      formulae: [0],
      showErrorMessage: true,
      errorTitle: 'Superficie non valida',
      error: 'Scrivi la superficie in m² come numero maggiore di zero, per esempio 12,50.',
    },
    effectiveFrom: {
      type: 'date',
      operator: 'greaterThan',
      allowBlank: true,
      formulae: [new Date(Date.UTC(1999, 11, 31))],
      showErrorMessage: true,
      errorTitle: 'Data non valida',
      error: 'Scrivi una data come 01/07/2025, non un testo.',
    },
    ...(lists.categories.length > 0 && {
      category: listValidation('A', lists.categories.length, 'Scegli una categoria dall’elenco.'),
    }),
    ...(lists.frequencies.length > 0 && {
      frequency: listValidation('B', lists.frequencies.length, 'Scegli una frequenza dall’elenco.'),
    }),
    state: listValidation('C', roomStates.length, 'Scegli Aperto, Chiuso o Sospeso.'),
  };
}

function addRoomsSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, options: RoomsWorkbookOptions) {
  const sheet = workbook.addWorksheet(roomsSheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...roomTemplateColumns.map((column) => ({
      header: column.header,
      width: columnLayout[column.key].width,
      style: { numFmt: columnLayout[column.key].numFmt },
    })),
    ...(options.extraColumns ?? []).map((column) => ({
      header: column.header,
      width: column.width,
      style: { alignment: { wrapText: true, vertical: 'top' as const } },
    })),
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  let lastRow = 1;
  for (const row of options.rows) {
    const added = sheet.addRow([...row.cells]);
    for (const index of row.flagged ?? []) Object.assign(added.getCell(index + 1), wrongCell);
    added.commit();
    lastRow = added.number;
  }
  // Written with the sheet's end, so they can follow the rows.
  const checkedTo = Math.min(lastRow + spareCheckedRows, roomImportLimits.maxRows + 1);
  const checks = validations(options.lists);
  roomTemplateColumns.forEach((column, index) => {
    const check = checks[column.key];
    const letter = columnLetter(index);
    if (check)
      (sheet as unknown as ValidatedSheet).dataValidations.add(`${letter}2:${letter}${checkedTo}`, check);
  });
  sheet.commit();
}

/** The hidden sheet of the lists' choices: categories (A), frequencies (B), states (C). */
function addListsSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, lists: TemplateLists) {
  const sheet = workbook.addWorksheet(listsSheetName, { state: 'hidden' });
  sheet.addRow(['Categorie area', 'Frequenze', 'Stati']).commit();
  const states = roomStates.map((state) => roomStateWords[state]);
  const height = Math.max(lists.categories.length, lists.frequencies.length, states.length);
  for (let index = 0; index < height; index += 1) {
    sheet
      .addRow([lists.categories[index] ?? null, lists.frequencies[index] ?? null, states[index] ?? null])
      .commit();
  }
  sheet.commit();
}

/**
 * The rooms workbook, streamed into the returned stream by exceljs's streaming writer (a site's tens of
 * thousands of rooms are never held as a workbook in memory): the rooms sheet to fill (header frozen,
 * widths and formats, the template's checks on the rows filled and 10,000 more), the sheets the caller adds,
 * and the hidden lists.
 */
export function writeRoomsWorkbook(options: RoomsWorkbookOptions): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Portale Clienti';
  addRoomsSheet(workbook, options);
  options.addSheets?.(workbook);
  addListsSheet(workbook, options.lists);
  workbook.commit().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
