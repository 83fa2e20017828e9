/**
 * The photo rules of features.md section 5 (F5-039..F5-049) and section 9 (F9-009..F9-015), checked in the
 * browser before upload; the server (apps/api/src/modules/media/photo-rules.ts) checks the same on the real file,
 * with the same messages.
 */

export const PHOTO_MIN_BYTES = 10240;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;

export const PHOTO_FILE_MESSAGES = {
  tooLarge: 'Unable to upload image. Please choose a file smaller than 5mb',
  tooSmall: 'Unable to upload image. Please choose a file that is at least 10240 bytes.',
  notAnImage: 'Unable to upload image. Please choose a png or jpeg file.',
} as const;

/** What the browser knows of a chosen file before reading its pixels. */
export interface ChosenFile {
  size: number;
  type: string;
}

/** Size (5 MB or more, under 10240 bytes), then the type (png and jpeg only); null when acceptable. */
export function fileProblem(file: ChosenFile): string | null {
  if (file.size >= PHOTO_MAX_BYTES) return PHOTO_FILE_MESSAGES.tooLarge;
  if (file.size < PHOTO_MIN_BYTES) return PHOTO_FILE_MESSAGES.tooSmall;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_FILE_MESSAGES.notAnImage;
  return null;
}

export interface SizeBox {
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
  /** Smallest width / height (Cover: 16:9). */
  minRatio?: number;
}

export const COVER_BOX: SizeBox = { minWidth: 480, minHeight: 270, maxWidth: 2120, maxHeight: 1192, minRatio: 16 / 9 };
export const LOGO_BOX: SizeBox = { minWidth: 250, minHeight: 250, maxWidth: 2000, maxHeight: 2000 };

/** A category's size rules by its code; Profile counts as Logo (F5-049); other categories have none. */
export function sizeBoxOf(categoryCode: string | null | undefined): SizeBox | null {
  if (categoryCode === 'COVER') return COVER_BOX;
  if (categoryCode === 'LOGO' || categoryCode === 'PROFILE') return LOGO_BOX;
  return null;
}

export interface CategoryRef {
  code: string;
  name: string;
}

/** 'Upload error: ...' (F5-047) when the pixels break the category's rules (F5-042..F5-046), else null. */
export function dimensionProblem(category: CategoryRef | null, width: number, height: number): string | null {
  const box = sizeBoxOf(category?.code);
  if (!box || !category) return null;
  if (box.minRatio !== undefined && width / height < box.minRatio - 1e-9) {
    return `Upload error: ${category.name} photos must have an aspect ratio of at least 16:9.`;
  }
  if (width < box.minWidth || height < box.minHeight) {
    return `Upload error: ${category.name} photos must be at least ${box.minWidth} x ${box.minHeight} pixels.`;
  }
  if (width > box.maxWidth || height > box.maxHeight) {
    return `Upload error: ${category.name} photos must be at most ${box.maxWidth} x ${box.maxHeight} pixels.`;
  }
  return null;
}
