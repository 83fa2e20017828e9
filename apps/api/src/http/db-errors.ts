import { conflict } from './http-error.js';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/**
 * Runs a write and turns a unique violation into a 409. Handlers check duplicates first for a clear
 * message; this covers the race between the check and the write.
 */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string, field?: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, field);
    throw error;
  }
}
