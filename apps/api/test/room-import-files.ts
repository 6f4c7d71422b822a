import { Readable } from 'node:stream';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { roomTemplateColumns } from '@portale/shared';

/** A row of a test file, by template column; a missing column is an empty cell. */
export type TestRoomRow = Partial<Record<(typeof roomTemplateColumns)[number]['key'], ExcelJS.CellValue>>;

export const headers = roomTemplateColumns.map((column) => column.header);

/** An .xlsx as a user saves it from Excel: the rooms sheet first, dates formatted as dates. */
export async function roomsWorkbook(
  rows: readonly TestRoomRow[],
  options: { header?: readonly string[] } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Locali');
  sheet.addRow([...(options.header ?? headers)]);
  for (const row of rows) {
    const added = sheet.addRow(roomTemplateColumns.map((column) => row[column.key] ?? null));
    added.getCell(roomTemplateColumns.length).numFmt = 'dd/mm/yyyy';
  }
  workbook.addWorksheet('Istruzioni').addRow(['Compila il foglio Locali']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A day as Excel holds it (a date at midnight UTC, as exceljs reads one back). */
export const excelDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A zip of parts as given, written by hand so that its directory can lie: `declared` overrides the
 * unpacked size the directory states for a part.
 */
export function handMadeZip(parts: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const packed = deflateRawSync(part.data);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(part.declared ?? part.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(part.declared ?? part.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** The parts a workbook needs to be taken for one, around a sheet part of the given XML. */
export function workbookParts(sheetXml: Buffer, declared?: number) {
  const text = (value: string) => Buffer.from(value);
  return [
    { name: '[Content_Types].xml', data: text('<?xml version="1.0"?><Types/>') },
    { name: 'xl/workbook.xml', data: text('<?xml version="1.0"?><workbook><sheets/></workbook>') },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, ...(declared !== undefined && { declared }) },
  ];
}

/**
 * A multipart body whose file part is `fileBytes` bytes long, produced as it is read (a 200 MB upload
 * without 200 MB in memory).
 */
export function streamedUpload(fields: Record<string, string>, fileBytes: number) {
  const boundary = '----portale-big';
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="enorme.xlsx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  let left = fileBytes;
  async function* body() {
    yield head;
    while (left > 0) {
      const size = Math.min(left, chunk.length);
      left -= size;
      yield chunk.subarray(0, size);
    }
    yield tail;
  }
  return { payload: Readable.from(body()), contentType: `multipart/form-data; boundary=${boundary}` };
}
