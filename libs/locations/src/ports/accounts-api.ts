import type { Schemas } from '@locus/api-client';

/** The signed-in account as the location area reads it (its location count, before a delete). */
export interface AccountsApi {
  getAccount(id: number): Promise<Schemas['Account']>;
}
