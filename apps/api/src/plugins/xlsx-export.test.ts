import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx, type XlsxColumn } from './xlsx-export.ts';

type Invoice = { number: string; issued: string; paid: string | null; lines: number; total: number };

const columns: XlsxColumn<Invoice>[] = [
  { header: 'Numero', width: 10, kind: 'text', value: (row) => row.number },
  { header: 'Emessa il', width: 12, kind: 'date', value: (row) => row.issued },
  { header: 'Pagata il', width: 12, kind: 'date', value: (row) => row.paid },
  { header: 'Righe', width: 8, kind: 'number', value: (row) => row.lines },
  { header: 'Totale', width: 14, kind: 'money', value: (row) => row.total },
];

async function readBack(rows: Invoice[]): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  const file = await buffer(writeXlsx({ sheetName: 'Fatture', columns }, rows));
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Fatture');
  if (!sheet) throw new Error('the sheet is missing');
  return sheet;
}

describe('writeXlsx', () => {
  it('writes days as real dates shown dd/mm/yyyy, numbers as numbers and money in euro', async () => {
    const sheet = await readBack([
      { number: 'FT-12', issued: '2025-07-11', paid: null, lines: 1234, total: 1234.5 },
    ]);

    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Numero',
      'Emessa il',
      'Pagata il',
      'Righe',
      'Totale',
    ]);
    const [number, issued, paid, lines, total] = [1, 2, 3, 4, 5].map((column) => sheet.getCell(2, column));
    expect(number?.type).toBe(ExcelJS.ValueType.String);
    expect(issued?.type).toBe(ExcelJS.ValueType.Date);
    expect(issued?.value).toEqual(new Date('2025-07-11T00:00:00Z'));
    expect(issued?.numFmt).toBe('dd/mm/yyyy');
    expect(paid?.type).toBe(ExcelJS.ValueType.Null);
    expect(lines?.type).toBe(ExcelJS.ValueType.Number);
    expect(lines?.value).toBe(1234);
    expect(total?.type).toBe(ExcelJS.ValueType.Number);
    expect(total?.value).toBe(1234.5);
    expect(total?.numFmt).toBe('#,##0.00 "€"');
  });

  it('keeps the last day of the year and a leap day as they are', async () => {
    const sheet = await readBack([
      { number: 'A', issued: '2025-12-31', paid: '2028-02-29', lines: 0, total: 0 },
    ]);
    expect(sheet.getCell(2, 2).value).toEqual(new Date('2025-12-31T00:00:00Z'));
    expect(sheet.getCell(2, 3).value).toEqual(new Date('2028-02-29T00:00:00Z'));
  });
});
