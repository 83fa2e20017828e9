import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import type { Database } from '../db/schema.js';
import { createServices } from '../adapters/create-services.js';
import { loadMiniContract, miniHandlers } from './fixtures/framework-app.js';
import { missingHandlers, unknownHandlers } from './register-operations.js';
import { toFastifyPath } from './route-schema.js';

const db = {} as Kysely<Database>;

describe('registerOperations', () => {
  it('turns contract paths into Fastify paths', () => {
    expect(toFastifyPath('/accounts/{id}/setup_progress')).toBe('/accounts/:id/setup_progress');
    expect(toFastifyPath('/metrics/{account_id}/overview')).toBe('/metrics/:account_id/overview');
  });

  it('lists contract operations without a handler, and handlers without an operation', async () => {
    const contract = await loadMiniContract();
    expect(missingHandlers(contract, miniHandlers)).toEqual(['notYetImplemented']);
    expect(unknownHandlers(contract, { ...miniHandlers, healthz: async () => 1 })).toEqual(['healthz']);
  });

  it('refuses to start when a contract operation has no handler, naming every one', async () => {
    const { health: _health, boom: _boom, ...handlers } = miniHandlers;
    const start = buildApp({
      db,
      services: createServices({ db, dataDir: '/tmp/locus-unused' }),
      handlers,
      contract: await loadMiniContract(),
      webRoot: null,
    });
    await expect(start).rejects.toThrow('No handler for contract operations: health, boom, notYetImplemented');
  });
});
