import type { Readable } from 'node:stream';

/**
 * Where the server keeps files (uploads, photos and their thumbnails, export files). The default is
 * `localFileStore` (a folder under LOCUS_DATA_DIR); an object store (S3, GCS) can implement the same keys.
 */
export interface FileStore {
  save(name: string, data: Buffer): Promise<string>;
  /** Writes a stream as it comes (an export never holds its whole file in memory). */
  saveStream(name: string, data: Readable): Promise<string>;
  read(key: string): Promise<Buffer>;
  /** Deletes a file; a missing one is no error. */
  remove(key: string): Promise<void>;
}
