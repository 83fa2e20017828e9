import type { Kysely } from 'kysely';
import type { Database, DirectoryCode } from '../../db/schema.js';
import { providerConnection } from '../integrations/token-state.js';
import { DIRECTORIES } from './directories.js';

export type IntegrationStatus = 'active' | 'inactive' | 'expired';

/**
 * The account's integration with a directory: Google and Facebook by OAuth token (the integrations module's
 * rule: own or parent's token, expired past expires_at); the others are fed by the provider (always active).
 */
export async function integrationStatus(db: Kysely<Database>, accountId: number, directory: DirectoryCode, now: Date): Promise<IntegrationStatus> {
  if (directory !== 'google' && directory !== 'facebook') return 'active';
  return (await providerConnection(db, accountId, directory, now)).status;
}

/** Every directory's integration status (see integrationStatus). */
export async function integrationStatuses(db: Kysely<Database>, accountId: number, now: Date): Promise<Record<DirectoryCode, IntegrationStatus>> {
  const statuses = await Promise.all(DIRECTORIES.map((d) => integrationStatus(db, accountId, d.code, now)));
  return Object.fromEntries(DIRECTORIES.map((d, i) => [d.code, statuses[i]])) as Record<DirectoryCode, IntegrationStatus>;
}
