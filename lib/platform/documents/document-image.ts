import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_PIXELS } from '@/lib/domain/documents/documents';
import { documentError } from './errors';

/** A decoded, checked and cleaned picture ready to store. */
export interface CleanImage {
  bytes: Buffer;
  format: 'jpeg' | 'png';
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w=.+-]+)*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The upload's `file`: a data URL (`data:image/png;base64,…`) or bare base64 (spec §3 "file sent
 * as a base64 image"). The size is judged from the text's length before anything is decoded, so a
 * file over 32 MB costs no decoding; a data URL that names another type than jpg or png is refused
 * before decoding too. What the text says is not trusted beyond that: see `cleanImage`.
 */
export function decodeUpload(file: string): Buffer {
  let text = file;
  const prefix = DATA_URL.exec(text);
  if (prefix) {
    const mime = prefix[1]?.toLowerCase();
    if (mime !== undefined && mime !== 'image/jpeg' && mime !== 'image/jpg' && mime !== 'image/png') throw documentError('wrong_mime_type');
    text = text.slice(prefix[0].length);
  }
  text = text.replace(/\s+/g, '');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if (Math.floor((text.length * 3) / 4) - padding > DOCUMENT_MAX_BYTES) throw documentError('file_too_large');
  if (text.length === 0 || text.length % 4 === 1 || !BASE64.test(text)) throw documentError('wrong_mime_type');
  return Buffer.from(text, 'base64');
}

/**
 * Whether a picture's header declares more than DOCUMENT_MAX_PIXELS: a few kilobytes of PNG can
 * declare 20 000 × 20 000, which decoding would hold in gigabytes. sharp's metadata reads the
 * header only, so this costs no decoding.
 */
export function declaresTooManyPixels(meta: { width?: number; height?: number }): boolean {
  return (meta.width ?? 0) * (meta.height ?? 0) > DOCUMENT_MAX_PIXELS;
}

/**
 * Decodes the picture with sharp: anything that is not really a jpg or png (a renamed text file,
 * a gif, a broken file) is `wrong_mime_type`; one whose header declares more than
 * DOCUMENT_MAX_PIXELS is `image_too_large` before a pixel is decoded. The picture is turned upright by its EXIF
 * orientation and encoded again in its own format without any metadata (sharp writes none unless
 * asked), so the camera, place and time a phone records never reach the operator's disk.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  if (bytes.length > DOCUMENT_MAX_BYTES) throw documentError('file_too_large');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw documentError('wrong_mime_type');
  }
  const format = meta.format;
  if (format !== 'jpeg' && format !== 'png') throw documentError('wrong_mime_type');
  if (declaresTooManyPixels(meta)) throw documentError('image_too_large');
  try {
    // The decoder's own cap too, should a header ever say less than the data holds.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: DOCUMENT_MAX_PIXELS }).rotate();
    const out = format === 'jpeg' ? await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer() : await image.png({ compressionLevel: 9 }).toBuffer();
    return { bytes: out, format };
  } catch {
    // The header said jpg or png, the pixels did not decode: not a usable picture either.
    throw documentError('wrong_mime_type');
  }
}
