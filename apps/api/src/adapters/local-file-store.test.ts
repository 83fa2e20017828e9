import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFileStore } from './local-file-store.js';

describe('localFileStore', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'locus-files-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('saves a file under the folder and reads it back by key', async () => {
    const store = localFileStore(join(dir, 'uploads'));
    const key = await store.save('photo of shop.png', Buffer.from('png bytes'));
    expect(key).toMatch(/-photo_of_shop\.png$/);
    expect(await readdir(join(dir, 'uploads'))).toEqual([key]);
    expect((await store.read(key)).toString()).toBe('png bytes');
  });

  it('keeps uploaded names inside the folder', async () => {
    const store = localFileStore(dir);
    const key = await store.save('../../etc/passwd', Buffer.from('x'));
    expect(key).not.toContain('/');
    await expect(store.read('../outside.txt')).rejects.toThrow(/Invalid file key/);
  });
});
