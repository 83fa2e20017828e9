/**
 * Reads a chosen file's real pixel size. The app fills it with the browser's decoding (createImageBitmap);
 * tests with a table. The lib stays headless: it never touches the DOM itself.
 */
export interface ImageDecoder {
  /** Rejects when the file is no decodable image. */
  dimensions(file: Blob): Promise<{ width: number; height: number }>;
}
