import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { basename, join, resolve, sep } from 'node:path';
import type { FileStore } from './file-store.js';

/** Keeps letters, digits, dot, dash and underscore of an uploaded name: keys never leave the store's folder. */
function safeName(name: string): string {
  const cleaned = basename(name).replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '');
  return cleaned.slice(-100) || 'file';
}

/**
 * The local file store (a stand-in for object storage): files live under `directory`, keyed by a random
 * prefix (96 bits: a photo's key is part of its public URL, so it must not be guessable) plus the sanitised
 * original name.
 */
export function localFileStore(directory: string): FileStore {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Invalid file key: ${key}`);
    return path;
  };
  const newKey = async (name: string) => {
    await mkdir(root, { recursive: true });
    return `${Date.now().toString(36)}-${randomBytes(12).toString('hex')}-${safeName(name)}`;
  };
  return {
    async save(name, data) {
      const key = await newKey(name);
      await writeFile(join(root, key), data);
      return key;
    },
    async saveStream(name, data: Readable) {
      const key = await newKey(name);
      try {
        await pipeline(data, createWriteStream(join(root, key)));
      } catch (error) {
        await rm(join(root, key), { force: true }); // no half-written file is left behind
        throw error;
      }
      return key;
    },
    read: async (key) => readFile(pathOf(key)),
    remove: async (key) => rm(pathOf(key), { force: true }),
  };
}
