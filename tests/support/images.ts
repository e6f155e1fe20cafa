import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures for the upload tests (issue 33, ADR 0033b), made on the spot so no binary fixture is
 * committed: photos with EXIF (GPS included), a PNG decompression bomb, an SVG.
 */

/** A JPEG photo w×h with EXIF: camera fields and a GPS position (31.23 N, 121.47 E — Shanghai). */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: 'UjusoCam', Model: 'SECRET-MODEL-42', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 13/1 48/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 28/1 12/1' },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export function pngOf(width: number, height: number, colour = { r: 220, g: 60, b: 60 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

export function webpOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } }).webp().toBuffer();
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/**
 * A real, valid PNG decompression bomb: 1-bit greyscale, all zero, `width`×`height` pixels
 * (default 10,000 × 6,000 = 60 megapixels, 180 MB as RGB in memory) in a few KB of file.
 */
export function pngBomb(width = 10_000, height = 6_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter 0 + packed bits
  const raw = Buffer.alloc(row.length * height); // zeros: every row the same
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

export const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');

/** True when a raw EXIF block (sharp's `metadata().exif`) holds the GPS IFD pointer (tag 0x8825). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const le = exif.subarray(6, 8).toString('ascii') === 'II';
  return exif.includes(Buffer.from(le ? [0x25, 0x88] : [0x88, 0x25]));
}
