/** Real image files for tests and the bench, made with sharp: noise (so sizes are predictable) or one flat colour. */
import sharp from 'sharp';

/** Deterministic noise pixels (RGB), so a test's file is the same on every run. */
function noise(width: number, height: number, seed = 1): Buffer {
  const data = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < data.length; i += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    data[i] = state >>> 24;
  }
  return data;
}

const raw = (width: number, height: number, seed?: number) => sharp(noise(width, height, seed), { raw: { width, height, channels: 3 } });

export const noisyPng = (width: number, height: number, seed?: number) => raw(width, height, seed).png().toBuffer();
export const noisyJpeg = (width: number, height: number, quality = 90, seed?: number) => raw(width, height, seed).jpeg({ quality }).toBuffer();

/** One flat colour, stored uncompressed so it is large enough to pass the size checks. */
export const blankPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 200, b: 200 } } }).png({ compressionLevel: 0 }).toBuffer();
