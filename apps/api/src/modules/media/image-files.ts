/** Reading real pixels with sharp (libvips): the format and size from the content, and the thumbnail. */
import sharp from 'sharp';
import { PHOTO_MAX_PIXELS, THUMBNAIL_SIZE } from './photo-rules.js';

export interface ImageFacts {
  /** sharp's name of the decoded format ('png', 'jpeg', 'webp', ...), or null when the bytes are no image. */
  format: string | null;
  width: number;
  height: number;
}

/** The format and pixel size from the file's header (never its name or the browser's type). */
export async function readImageFacts(data: Buffer): Promise<ImageFacts> {
  try {
    const meta = await sharp(data).metadata();
    // EXIF orientations 5..8 swap the sides the viewer (and Google) sees.
    const swapped = (meta.orientation ?? 1) >= 5;
    return { format: meta.format ?? null, width: swapped ? meta.height : meta.width, height: swapped ? meta.width : meta.height };
  } catch {
    return { format: null, width: 0, height: 0 };
  }
}

/** The 250x250 thumbnail (F9-008): upright, cropped to the centre, as JPEG. */
export function makeThumbnail(data: Buffer): Promise<Buffer> {
  return sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
}

/** True when the picture shows nothing: every channel's standard deviation is under 2 (one flat colour). */
export async function isBlankImage(data: Buffer): Promise<boolean> {
  const stats = await sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS }).stats();
  return stats.channels.slice(0, 3).every((c) => c.stdev < 2);
}
