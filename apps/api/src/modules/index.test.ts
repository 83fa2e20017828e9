import { describe, expect, it } from 'vitest';
import { loadContract } from '../http/contract.js';
import { missingHandlers, unknownHandlers } from '../http/register-operations.js';
import { allHandlers, mergeHandlers } from './index.js';

describe('allHandlers', () => {
  it('has a handler for every operation of the contract, and none the contract lacks', async () => {
    const contract = await loadContract();
    expect(missingHandlers(contract, allHandlers)).toEqual([]);
    expect(unknownHandlers(contract, allHandlers)).toEqual([]);
  });

  it('refuses two areas claiming the same operationId', () => {
    const handler = async () => undefined;
    expect(() => mergeHandlers([{ health: handler }, { health: handler }])).toThrow(/health/);
  });
});
