/** Real image files for browser specs (a browser must be able to show them). */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGB PNG of `width` × `height`: a teal gradient with noise (noise does not compress, so
 * the file size follows the pixel count: about 3 bytes a pixel).
 */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const noise = randomBytes(width * height);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const n = (noise[y * width + x] ?? 0) >> 3;
      row.set([20 + n, 120 + ((x * 100) / width + n) / 2, 130 + ((y * 100) / height + n) / 2], 1 + x * 3);
    }
    rows.push(row);
  }
  const idat = deflateSync(Buffer.concat(rows), { level: 1 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function writePng(path: string, width: number, height: number): Promise<Buffer> {
  const bytes = png(width, height);
  await writeFile(path, bytes);
  return bytes;
}
