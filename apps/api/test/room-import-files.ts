import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
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

/** What a part's local header says where it differs from the directory (a zip that lies). */
export type LocalHeaderLie = Partial<{
  name: string;
  method: number;
  flags: number;
  packed: number;
  size: number;
}>;

/**
 * A zip of parts as given, written by hand so that it can lie: `declared` overrides the unpacked size
 * both headers state for a part, `local` what its local header alone says, and `sizesFollow` writes it
 * as a streaming writer does (flag 3, zeros in the local header, a data descriptor after the data).
 */
export function handMadeZip(
  parts: { name: string; data: Buffer; declared?: number; local?: LocalHeaderLie; sizesFollow?: boolean }[],
): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const packed = deflateRawSync(part.data);
    const name = Buffer.from(part.name);
    const size = part.declared ?? part.data.length;
    const crc = crc32(part.data);
    const flags = part.sizesFollow ? 8 : 0;
    const lie = part.local ?? {};
    const localName = Buffer.from(lie.name ?? part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(lie.flags ?? flags, 6);
    local.writeUInt16LE(lie.method ?? 8, 8);
    if (!part.sizesFollow) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(lie.packed ?? packed.length, 18);
      local.writeUInt32LE(lie.size ?? size, 22);
    }
    local.writeUInt16LE(localName.length, 26);
    const descriptor = Buffer.alloc(part.sizesFollow ? 16 : 0);
    if (part.sizesFollow) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(packed.length, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, localName, packed, descriptor);
    directory.push(central, name);
    offset += local.length + localName.length + packed.length + descriptor.length;
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

/**
 * The parts a workbook needs to be taken for one, around a sheet part of the given XML (with `sheet`'s
 * lies, if any) and, if given, shared strings.
 */
export function workbookParts(
  sheetXml: Buffer,
  sheet: { declared?: number; local?: LocalHeaderLie; sizesFollow?: boolean } = {},
  sharedStrings?: Buffer,
) {
  const text = (value: string) => Buffer.from(value);
  return [
    { name: '[Content_Types].xml', data: text('<?xml version="1.0"?><Types/>') },
    { name: 'xl/workbook.xml', data: text('<?xml version="1.0"?><workbook><sheets/></workbook>') },
    ...(sharedStrings ? [{ name: 'xl/sharedStrings.xml', data: sharedStrings }] : []),
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, ...sheet },
  ];
}

/**
 * A rooms sheet's XML: the template's header, then a room for each of `rows`, its name (column B)
 * the shared string at the given position or an inline string.
 */
export function roomsSheetXml(rows: readonly { name: { shared: number } | { inline: string } }[]): Buffer {
  const cell = (column: string, row: number, value: string) =>
    `<c r="${column}${row}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const values = ['L-1', '', 'Padiglione A', 'Piano terra', '', 'Uffici', '5/7'];
  const header = headers.map((name, index) => cell(String.fromCharCode(65 + index), 1, name)).join('');
  const body = rows
    .map((row, index) => {
      const number = index + 2;
      const cells = values.map((value, column) => {
        const letter = String.fromCharCode(65 + column);
        if (column === 1) {
          return 'shared' in row.name
            ? `<c r="B${number}" t="s"><v>${row.name.shared}</v></c>`
            : cell('B', number, row.name.inline);
        }
        if (column === 4) return `<c r="E${number}"><v>12.5</v></c>`;
        return cell(letter, number, column === 0 ? `L-${number}` : value);
      });
      return `<row r="${number}">${cells.join('')}</row>`;
    })
    .join('');
  return Buffer.from(
    `<?xml version="1.0"?><worksheet><sheetData><row r="1">${header}</row>${body}</sheetData></worksheet>`,
  );
}

/** xl/sharedStrings.xml holding these texts (escaped as Excel escapes them). */
export function sharedStringsXml(texts: readonly string[]): Buffer {
  const items = texts.map((text) => `<si><t>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></si>`);
  return Buffer.from(`<?xml version="1.0"?><sst count="${texts.length}">${items.join('')}</sst>`);
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
