import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../adapters/memory-storage.js';
import {
  STORAGE_KEYS,
  clearStoredSession,
  readParentCredentials,
  readStoredSession,
  writeParentCredentials,
  writeStoredSession,
} from './session-storage.js';

describe('stored session', () => {
  it('[P3-001] persists token, email, account_id, profile_id and user_id and reads them back', () => {
    const storage = createMemoryStorage();
    writeStoredSession(storage, { token: 't', email: 'a@b.test', account_id: 3, profile_id: null, user_id: 9 });
    expect(storage.entries()).toEqual({
      [STORAGE_KEYS.token]: 't',
      [STORAGE_KEYS.email]: 'a@b.test',
      [STORAGE_KEYS.account_id]: '3',
      [STORAGE_KEYS.user_id]: '9',
    });
    expect(readStoredSession(storage)).toEqual({ token: 't', email: 'a@b.test', account_id: 3, profile_id: null, user_id: 9 });
    storage.set(STORAGE_KEYS.account_id, 'junk');
    expect(readStoredSession(storage).account_id).toBeNull();
  });

  it('clears the session and the parent credentials', () => {
    const storage = createMemoryStorage();
    writeStoredSession(storage, { token: 't', email: '', account_id: 3, profile_id: 4, user_id: 9 });
    writeParentCredentials(storage, { token: 'p', email: 'p@b.test' });
    expect(readParentCredentials(storage)).toEqual({ token: 'p', email: 'p@b.test' });
    clearStoredSession(storage);
    expect(storage.entries()).toEqual({});
    expect(readParentCredentials(storage)).toBeNull();
  });
});
