import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG whose header declares `width` × `height` 8-bit grey pixels but whose data holds a few
 * rows only: what a decompression bomb looks like to a header reader (a few hundred bytes), for
 * the document upload's pixel cap. Decoding it would fail or take the declared size in memory.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(2 * (width + 1)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
