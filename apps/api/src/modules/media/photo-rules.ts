/**
 * The photo rules of features.md section 5 (F5-039..F5-049) and the limits of section 9 (F9-009..F9-015), as
 * the server enforces them on the real file. libs/media holds the same rules for the browser's check before
 * upload (apps/api imports no lib, so the two are kept in step by their tests, which use the same messages).
 */

export const PHOTO_MIN_BYTES = 10240;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const THUMBNAIL_SIZE = 250;
/** Not in the spec: a small file can still decode to a huge picture (a decompression bomb); 50 MP is far above any real photo. */
export const PHOTO_MAX_PIXELS = 50_000_000;

export const TOO_LARGE = 'Unable to upload image. Please choose a file smaller than 5mb';
export const TOO_SMALL = 'Unable to upload image. Please choose a file that is at least 10240 bytes.';
export const NOT_AN_IMAGE = 'Unable to upload image. Please choose a png or jpeg file.';
export const TOO_MANY_PIXELS = 'Unable to upload image. Please choose an image of at most 50 megapixels.';

export type PhotoFormat = 'png' | 'jpeg';

/** Size first (P5-028, P5-029: 5 MB or more, under 10240 bytes), then the format sharp read from the content, then the pixel count. */
export function fileProblem(size: number, format: string | null, pixels = 0): string | null {
  if (size >= PHOTO_MAX_BYTES) return TOO_LARGE;
  if (size < PHOTO_MIN_BYTES) return TOO_SMALL;
  if (format !== 'png' && format !== 'jpeg') return NOT_AN_IMAGE;
  if (pixels > PHOTO_MAX_PIXELS) return TOO_MANY_PIXELS;
  return null;
}

interface Box {
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
  /** Smallest width / height (Cover: 16:9). */
  minRatio?: number;
}

const COVER: Box = { minWidth: 480, minHeight: 270, maxWidth: 2120, maxHeight: 1192, minRatio: 16 / 9 };
const LOGO: Box = { minWidth: 250, minHeight: 250, maxWidth: 2000, maxHeight: 2000 };

/** The size rules of a category code; Profile counts as Logo (F5-049); other categories have none. */
export function boxOf(categoryCode: string | null): Box | null {
  if (categoryCode === 'COVER') return COVER;
  if (categoryCode === 'LOGO' || categoryCode === 'PROFILE') return LOGO;
  return null;
}

/** 'Upload error: ...' (F5-047) when the pixels break the category's rules (F5-042..F5-046), else null. */
export function dimensionProblem(categoryCode: string | null, categoryName: string, width: number, height: number): string | null {
  const box = boxOf(categoryCode);
  if (!box) return null;
  if (box.minRatio !== undefined && width / height < box.minRatio - 1e-9) {
    return `Upload error: ${categoryName} photos must have an aspect ratio of at least 16:9.`;
  }
  if (width < box.minWidth || height < box.minHeight) {
    return `Upload error: ${categoryName} photos must be at least ${box.minWidth} x ${box.minHeight} pixels.`;
  }
  if (width > box.maxWidth || height > box.maxHeight) {
    return `Upload error: ${categoryName} photos must be at most ${box.maxWidth} x ${box.maxHeight} pixels.`;
  }
  return null;
}
