import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '../lib/app-error';

/**
 * Turns an uploaded picture into the one safe form we store (ADR 0033b):
 *
 *   sniff the first bytes (JPEG, PNG or WebP — never the file name or the declared type)
 *   → read the header only and refuse more than MAX_INPUT_PIXELS / MAX_INPUT_SIDE
 *     (a decompression bomb is refused before a pixel is decoded; sharp's own
 *     `limitInputPixels` is the second fence)
 *   → decode, apply the EXIF orientation, resize, encode as WebP.
 *
 * sharp writes no metadata unless asked (`keepMetadata` / `withMetadata` are never called), so
 * EXIF (GPS, camera, time), XMP, IPTC and comments are gone from every stored picture.
 * The stored name is content-addressed: 32 hex of SHA-256 over the encoded bytes, then the
 * output's width and height — `<hash>-<w>x<h>.webp` — so the Markdown can lay out the picture
 * before it loads and the same picture uploaded twice is one object.
 */

export type MediaPurpose = 'avatar' | 'post';

/** Pictures may be at most this many pixels before decoding (8000 × 5000). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** …and at most this long on either side. */
export const MAX_INPUT_SIDE = 12_000;
/** Avatars are stored as AVATAR_SIZE × AVATAR_SIZE (cropped to the centre). */
export const AVATAR_SIZE = 256;
/** Pictures in posts fit inside POST_MAX_SIDE × POST_MAX_SIDE (never enlarged). */
export const POST_MAX_SIDE = 1600;

/** A stored picture's name: what `/media/<name>` serves and what the Markdown may show. */
export const MEDIA_NAME = /^([0-9a-f]{32})-(\d{1,5})x(\d{1,5})\.webp$/;

export type SniffedType = 'jpeg' | 'png' | 'webp';

/** The image type by its magic bytes, or null (SVG, GIF, HTML, anything else). */
export function sniffImage(buf: Uint8Array): SniffedType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buf.length >= 8 && png.every((b, i) => buf[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...buf.subarray(from, to));
  if (buf.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ProcessedImage {
  /** the encoded WebP */
  bytes: Buffer;
  width: number;
  height: number;
  /** `<hash>-<w>x<h>.webp` */
  name: string;
}

export const unsupportedType = () => new AppError(415, '只支持 JPEG、PNG、WebP 格式的图片');
const tooLarge = () => new AppError(413, `图片尺寸过大（最多 ${MAX_INPUT_PIXELS / 1_000_000} 百万像素，单边不超过 ${MAX_INPUT_SIDE} 像素）`);
const broken = () => new AppError(400, '图片已损坏或无法识别');

sharp.cache(false);

export async function processImage(input: Buffer, purpose: MediaPurpose): Promise<ProcessedImage> {
  const type = sniffImage(input);
  if (!type) throw unsupportedType();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, animated: false };
  let meta: Metadata;
  try {
    // the header only (no pixel is decoded): our own limits below answer with the reason
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw broken();
  }
  // the decoder must agree with the magic bytes (a PNG signature on a JPEG body is refused)
  if (meta.format !== type) throw unsupportedType();
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (w < 1 || h < 1) throw broken();
  if (w > MAX_INPUT_SIDE || h > MAX_INPUT_SIDE || w * h > MAX_INPUT_PIXELS) throw tooLarge();
  let out: { data: Buffer; info: OutputInfo };
  try {
    let pipe = sharp(input, options).rotate();
    pipe = purpose === 'avatar'
      ? pipe.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      : pipe.resize(POST_MAX_SIDE, POST_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    out = await pipe.webp({ quality: purpose === 'avatar' ? 85 : 82, effort: 4 }).toBuffer({ resolveWithObject: true });
  } catch (e) {
    if (e instanceof Error && /pixel limit/i.test(e.message)) throw tooLarge();
    throw broken();
  }
  const hash = createHash('sha256').update(out.data).digest('hex').slice(0, 32);
  return { bytes: out.data, width: out.info.width, height: out.info.height, name: `${hash}-${out.info.width}x${out.info.height}.webp` };
}
