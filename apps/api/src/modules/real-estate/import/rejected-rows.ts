import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { roomTemplateColumns, type RoomTemplateColumnKey } from '@portale/shared';
import { excelDay } from '../../../plugins/xlsx-export.ts';
import type { StoredRejectedRow } from './room-import-runs.repository.ts';
import type { TemplateLists } from './rooms-template.repository.ts';
import { writeRoomsWorkbook } from './rooms-template-workbook.ts';

export const errorsHeader = 'Errori';
export const rowNumberHeader = 'Riga del file';

const columnIndex = new Map<string, number>(
  roomTemplateColumns.map((column, index) => [column.header, index]),
);

/**
 * A stored cell back as the file had it: the area a number and the day a date when the import read
 * them as such (it stores '12.5' and '2025-07-01'), anything else the text that was there, never a
 * formula (exceljs writes a string as a string, «=A1» included).
 */
function cellOf(key: RoomTemplateColumnKey, text: string | undefined): ExcelJS.CellValue {
  if (text === undefined || text === '') return null;
  if (key === 'area' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (key === 'effectiveFrom' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return excelDay(text);
  return text;
}

/** All reasons of a row, each after its column, in the template's order. */
function reasonsOf(errors: Record<string, string>): string {
  const position = (header: string) => columnIndex.get(header) ?? roomTemplateColumns.length;
  return Object.entries(errors)
    .sort(([a], [b]) => position(a) - position(b))
    .map(([header, reason]) => `${header}: ${reason}`)
    .join('\n');
}

/**
 * The rejected rows as the template's rooms sheet (same columns, formats and lists, so the file can be
 * corrected and imported again), each wrong cell marked, with the reasons and the row's number in the
 * imported file after the template's columns.
 */
export function writeRejectedRows(lists: TemplateLists, rows: readonly StoredRejectedRow[]): Readable {
  return writeRoomsWorkbook({
    lists,
    extraColumns: [
      { header: errorsHeader, width: 60 },
      { header: rowNumberHeader, width: 12 },
    ],
    rows: rows.map((row) => ({
      cells: [
        ...roomTemplateColumns.map((column, index) => cellOf(column.key, row.cells[index])),
        reasonsOf(row.errors),
        row.row,
      ],
      flagged: Object.keys(row.errors).flatMap((header) => {
        const index = columnIndex.get(header);
        return index === undefined ? [] : [index];
      }),
    })),
  });
}
