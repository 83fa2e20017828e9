import type { ImageDecoder } from '../ports/image-decoder.js';

/**
 * The browser's fill of the ImageDecoder port: the file's real pixel size from decoding it
 * (createImageBitmap honours EXIF orientation like the server's sharp, so both see the same upright size).
 */
export const browserImageDecoder: ImageDecoder = {
  async dimensions(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      return { width: bitmap.width, height: bitmap.height };
    } finally {
      bitmap.close();
    }
  },
};
