/**
 * What Locus needs from the main directory for photos. The simulator answers after a review delay (shortened
 * by the time scale, LOCUS_DIRECTORY_TIME_SCALE) and refuses, deterministically, a picture that shows nothing
 * (one flat colour: Google rejects blank photos); everything else is published. A real connector would send
 * the file to the Google Business Profile media API and read its answer.
 */
import { isBlankImage } from '../../modules/media/image-files.js';

export interface PhotoDirectory {
  /** How long after sending the directory's answer is known. */
  readonly reviewDelayMs: number;
  /** The directory's verdict on a photo's file. */
  review(file: Buffer): Promise<'published' | 'dead'>;
}

/** Five minutes, as the upload message promises (F8-037). */
export const PHOTO_REVIEW_DELAY_MS = 5 * 60 * 1000;

/**
 * A review is a round trip to the directory's people and systems: however short a demo's time scale makes it,
 * it never comes back within the request that sent the photo, so 'Publishing' is always seen first.
 */
export const MIN_PHOTO_REVIEW_MS = 3000;

export function simulatedPhotoDirectory(timeScale = 1): PhotoDirectory {
  return {
    reviewDelayMs: Math.max(MIN_PHOTO_REVIEW_MS, Math.round(PHOTO_REVIEW_DELAY_MS / timeScale)),
    review: async (file) => ((await isBlankImage(file)) ? 'dead' : 'published'),
  };
}
