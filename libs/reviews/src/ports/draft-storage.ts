/**
 * A string key-value store for drafts (the app passes one over localStorage, tests one in memory), so the
 * lib stays headless. The auth lib's KeyValueStorage fits it.
 */
export interface DraftStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
