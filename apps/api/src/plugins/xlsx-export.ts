import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { romeCalendarDay, type RouteContract } from '@portale/shared';
import { downloadHeaders } from './files.ts';
import { expensiveRoute, registerRoute, type RouteHandler, type RouteInput } from './route.ts';

/**
 * One column of an Excel export. Its kind decides what the cell holds, so that Excel sorts, filters and
 * adds it up: text, a calendar day ('YYYY-MM-DD', written as a real date shown dd/mm/yyyy), a number, a
 * number with two decimals (an area in m², shown 1.234,50), or an amount in euro (a number shown as
 * 1.234,50 €). A missing value leaves the cell empty.
 */
export type XlsxColumn<Row> = { header: string; width: number } & (
  | { kind: 'text'; value: (row: Row) => string | null }
  | { kind: 'date'; value: (row: Row) => string | null }
  | { kind: 'number' | 'decimal' | 'money'; value: (row: Row) => number | null }
);

/**
 * An Excel export of a list, the one shape of every export: its sheet's name, its columns, and its file's
 * name from what the route knows when it sends it (the day in Italy, and for a site's rooms the site).
 */
export type XlsxExport<Row, NameOf extends unknown[] = [day: string]> = {
  sheetName: string;
  columns: readonly XlsxColumn<Row>[];
  fileName: (...of: NameOf) => string;
};

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a workbook, streamed, as a download named `fileName` (`downloadHeaders`). */
export function sendWorkbook(reply: FastifyReply, fileName: string, workbook: Readable): Readable {
  downloadHeaders(reply, { contentType: xlsxContentType, filename: fileName });
  return workbook;
}

/**
 * Declares a list's Excel export: a route that costs the server much (`expensiveRoute`), whose rows
 * `listRows` finds for the caller, sent as `xlsx` named after today in Italy.
 */
export function registerXlsxExportRoute<C extends RouteContract, Row>(
  app: FastifyInstance,
  contract: C,
  xlsx: XlsxExport<Row>,
  listRows: (input: RouteInput<C>) => Promise<Iterable<Row>>,
) {
  // The contract's answer is the workbook itself (its schema is z.unknown()).
  const handler = async (input: RouteInput<C>) =>
    sendWorkbook(input.reply, xlsx.fileName(romeCalendarDay()), writeXlsx(xlsx, await listRows(input)));
  registerRoute(app, contract, handler as RouteHandler<C>, expensiveRoute);
}

/** The cell formats; Excel shows the separators of the reader's language (Italian: 1.234,50). */
export const xlsxFormats = {
  date: 'dd/mm/yyyy',
  number: '#,##0',
  decimal: '#,##0.00',
  money: '#,##0.00 "€"',
} as const;

/**
 * A calendar day as the Date exceljs writes: midnight UTC, since exceljs counts Excel's days in UTC, so the
 * cell shows the same day in every time zone.
 */
export function excelDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

function cellValue<Row>(column: XlsxColumn<Row>, row: Row): ExcelJS.CellValue {
  if (column.kind === 'date') {
    const day = column.value(row);
    return day ? excelDay(day) : null;
  }
  return column.value(row);
}

const numberFormat = (kind: XlsxColumn<unknown>['kind']) => (kind === 'text' ? undefined : xlsxFormats[kind]);

/**
 * The rows as a one-sheet .xlsx workbook, its header bold and frozen, written by exceljs's streaming writer
 * into the returned stream (the rows are never held twice in memory).
 */
export function writeXlsx<Row>(
  { sheetName, columns }: Pick<XlsxExport<Row>, 'sheetName' | 'columns'>,
  rows: Iterable<Row>,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Portale Clienti';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) {
    const added = sheet.addRow(columns.map((column) => cellValue(column, row)));
    columns.forEach((column, index) => {
      const format = numberFormat(column.kind);
      if (format) added.getCell(index + 1).numFmt = format;
    });
    added.commit();
  }
  sheet.commit();
  workbook.commit().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
