import type { KeyValueStorage } from '../ports/surroundings.js';

/** What survives a reload: the credentials and the ids of the session (P3-001). */
export interface StoredSession {
  token: string | null;
  email: string | null;
  account_id: number | null;
  profile_id: number | null;
  user_id: number | null;
}

/** The parent's credentials kept while shadowing a child account, to come back to. */
export interface StoredCredentials {
  token: string;
  email: string;
}

export const STORAGE_KEYS = {
  token: 'locus.auth.token',
  email: 'locus.auth.email',
  account_id: 'locus.auth.account_id',
  profile_id: 'locus.auth.profile_id',
  user_id: 'locus.auth.user_id',
  parentToken: 'locus.auth.parent_token',
  parentEmail: 'locus.auth.parent_email',
} as const;

const SESSION_FIELDS = ['token', 'email', 'account_id', 'profile_id', 'user_id'] as const;

function readId(storage: KeyValueStorage, key: string): number | null {
  const value = Number(storage.get(key));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function readStoredSession(storage: KeyValueStorage): StoredSession {
  return {
    token: storage.get(STORAGE_KEYS.token) || null,
    email: storage.get(STORAGE_KEYS.email),
    account_id: readId(storage, STORAGE_KEYS.account_id),
    profile_id: readId(storage, STORAGE_KEYS.profile_id),
    user_id: readId(storage, STORAGE_KEYS.user_id),
  };
}

export function writeStoredSession(storage: KeyValueStorage, session: StoredSession): void {
  for (const field of SESSION_FIELDS) {
    const value = session[field];
    if (value === null || value === undefined) storage.remove(STORAGE_KEYS[field]);
    else storage.set(STORAGE_KEYS[field], String(value));
  }
}

/** Forgets everything the auth domain stored (sign-out, P4-007). */
export function clearStoredSession(storage: KeyValueStorage): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.remove(key);
}

export function readParentCredentials(storage: KeyValueStorage): StoredCredentials | null {
  const token = storage.get(STORAGE_KEYS.parentToken);
  return token ? { token, email: storage.get(STORAGE_KEYS.parentEmail) ?? '' } : null;
}

export function writeParentCredentials(storage: KeyValueStorage, credentials: StoredCredentials | null): void {
  if (!credentials) {
    storage.remove(STORAGE_KEYS.parentToken);
    storage.remove(STORAGE_KEYS.parentEmail);
    return;
  }
  storage.set(STORAGE_KEYS.parentToken, credentials.token);
  storage.set(STORAGE_KEYS.parentEmail, credentials.email);
}
