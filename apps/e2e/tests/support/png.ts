import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG built here, for the tests that upload a photo: a diagonal colour ramp, eight-bit RGB rows,
 * each after its filter byte (none); signature, header, pixels and end, each chunk with its CRC.
 */
export function rampPng(width = 16, height = 12): Buffer {
  const part = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([size, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push(x * 15, y * 20, 255 - (x + y) * 8);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    part('IHDR', header),
    part('IDAT', deflateSync(Buffer.from(rows))),
    part('IEND', Buffer.alloc(0)),
  ]);
}
